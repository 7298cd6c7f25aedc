/**
 * The simulated nodes of the sandbox cluster: a {@link ai.silogen.kaiwo.sandbox.nodes.NodePool}
 * read from a node-pool YAML file (the default one ships as {@code /sandbox/default-nodes.yaml}: 2
 * × 8 MI300X, 2 × 8 H100, one CPU node), the Node objects they become ({@link
 * ai.silogen.kaiwo.sandbox.nodes.NodeFactory}, with the labels real GPU operators set) and the
 * {@link ai.silogen.kaiwo.sandbox.nodes.NodeRegistrar} component that registers them and keeps them
 * Ready.
 */
package ai.silogen.kaiwo.sandbox.nodes;
