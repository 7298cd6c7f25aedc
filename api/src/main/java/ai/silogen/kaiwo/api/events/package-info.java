/**
 * Recording core/v1 Events the way client-go's event recorder does (asynchronous, with repeats
 * counted on one Event), for {@code kubectl describe} and {@code kaiwo describe}.
 */
package ai.silogen.kaiwo.api.events;
