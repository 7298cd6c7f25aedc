/**
 * Reading a Model's spec against the system configuration: URL schemes, resource profiles and their
 * multiples, images, credentials per source, names and labels of what the controller makes.
 */
package ai.silogen.kaiwo.operator.modelserving.spec;
