/**
 * The cluster add-ons Kaiwo depends on, assembled for the sandbox: their CRDs ({@link
 * ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemCrds}) and their webhooks and
 * controllers ({@link ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemComponents}).
 */
package ai.silogen.kaiwo.sandbox.controlplane.ecosystem;
