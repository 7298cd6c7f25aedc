/**
 * The CRDs generated from the served kinds (by crd-generator-maven-plugin at build time) and the
 * build step that post-processes them.
 */
package ai.silogen.kaiwo.api.crd;
