/**
 * What the controller reports and maintains on the Model: status counts and conditions, events on
 * condition changes, feature labels and replica bounds.
 */
package ai.silogen.kaiwo.operator.modelserving.status;
