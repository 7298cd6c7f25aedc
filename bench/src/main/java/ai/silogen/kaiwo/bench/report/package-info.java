/** Argument parsing and Markdown output shared by the benchmark mains. */
package ai.silogen.kaiwo.bench.report;
