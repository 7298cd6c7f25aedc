/**
 * Benchmark 4: the operator at scale, many short KaiwoJobs on the sandbox against the same number
 * of plain batch Jobs.
 */
package ai.silogen.kaiwo.bench.operator;
