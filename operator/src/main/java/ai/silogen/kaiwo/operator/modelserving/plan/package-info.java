/** The pod plan: scaling and surge rollouts of a Model's pods, as a pure function. */
package ai.silogen.kaiwo.operator.modelserving.plan;
