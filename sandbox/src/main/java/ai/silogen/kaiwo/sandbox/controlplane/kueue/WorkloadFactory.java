package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnerReferences;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.OptionalInt;

/** Builds the Workload Kueue creates for a job waiting to be admitted. */
public final class WorkloadFactory {

  private static final int HASH_LENGTH = 5;
  private static final int MAX_NAME_LENGTH = 253;

  private WorkloadFactory() {}

  /**
   * Kueue's Workload name for a job: {@code <kind>-<job name>-<5 hex digits>}, the digits hashing
   * the kind, name and UID so that a recreated job gets a new Workload.
   */
  public static String workloadName(JobIntegration integration, JsonNode job) {
    String prefix = integration.workloadPrefix() + "-" + Json.name(job);
    int maxPrefix = MAX_NAME_LENGTH - 1 - HASH_LENGTH;
    if (prefix.length() > maxPrefix) {
      prefix = prefix.substring(0, maxPrefix);
    }
    String identity = integration.kind().kind() + "/" + Json.name(job) + "/" + Json.uid(job);
    return prefix + "-" + sha1(identity).substring(0, HASH_LENGTH);
  }

  /**
   * What Kueue reports when a job names a WorkloadPriorityClass that does not exist (the API
   * server's NotFound message); it then creates no Workload.
   */
  public static String missingPriorityClass(String className) {
    return "workloadpriorityclasses.kueue.x-k8s.io \"" + className + "\" not found";
  }

  /**
   * The Workload for {@code job}.
   *
   * @param priority the value of the job's WorkloadPriorityClass; empty when it names none (the
   *     caller creates no Workload for a job whose class does not exist)
   */
  public static ObjectNode build(JobIntegration integration, JsonNode job, OptionalInt priority) {
    ObjectNode workload = Json.object();
    workload.put("apiVersion", KueueKinds.WORKLOAD.apiVersion());
    workload.put("kind", KueueKinds.WORKLOAD.kind());
    ObjectNode metadata = workload.putObject("metadata");
    metadata.put("name", workloadName(integration, job));
    metadata.put("namespace", Json.namespace(job));
    metadata.putObject("labels").put(KueueLabels.JOB_UID, Json.uid(job));
    OwnerReferences.setController(workload, job);

    ObjectNode spec = workload.putObject("spec");
    spec.put("queueName", Json.label(job, KueueLabels.QUEUE_NAME));
    ArrayNode podSets = spec.putArray("podSets");
    integration.podSets(job).forEach(podSet -> podSets.add(podSet.toJson()));
    String priorityClass = Json.label(job, KueueLabels.PRIORITY_CLASS);
    if (priorityClass != null) {
      spec.put("priorityClassName", priorityClass);
      spec.put("priorityClassSource", KueueLabels.PRIORITY_SOURCE);
    }
    spec.put("priority", priority.orElse(0));
    spec.put("active", true);
    return workload;
  }

  private static String sha1(String value) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-1");
      return HexFormat.of().formatHex(digest.digest(value.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-1 is part of every Java runtime", e);
    }
  }
}
