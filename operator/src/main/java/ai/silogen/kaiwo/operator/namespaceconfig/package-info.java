/**
 * AIMNamespaceConfig: per-namespace defaults for the pods and download jobs Kaiwo and model serving
 * create ({@link ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults}, looked up through
 * {@link ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigs} and applied with {@link
 * ai.silogen.kaiwo.operator.namespaceconfig.DefaultsApplication}); the Gateway API route exposing
 * the namespace's models ({@link ai.silogen.kaiwo.operator.namespaceconfig.GatewayRoute}); and the
 * controller that checks the referenced Secrets and reports what was applied.
 */
package ai.silogen.kaiwo.operator.namespaceconfig;
