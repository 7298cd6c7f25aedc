package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.KueueLabels;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Labels of generated objects and pod templates. Kaiwo's system labels ({@code
 * kaiwo.silogen.ai/user|name|type|run-id|managed}) always win over labels copied from the Kaiwo
 * object or from {@code podTemplateSpecLabels}; Kueue labels are never copied from the Kaiwo object
 * (the queue and priority come from {@code spec.clusterQueue} and {@code spec.priorityClass}).
 */
public final class WorkloadLabels {

  private static final int MAX_LABEL_VALUE = 63;
  private static final String KUEUE_PREFIX = ApiGroups.KUEUE + "/";

  private WorkloadLabels() {}

  /**
   * {@code value} as a valid label value: lower case, characters other than {@code [a-z0-9-_.]}
   * replaced by {@code -}, at most 63 characters, starting and ending alphanumerically ({@code
   * alice@example.com} becomes {@code alice-example.com}).
   */
  public static String sanitize(String value) {
    String cleaned = value.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._-]", "-");
    if (cleaned.length() > MAX_LABEL_VALUE) {
      cleaned = cleaned.substring(0, MAX_LABEL_VALUE);
    }
    return cleaned.replaceAll("^[^a-z0-9]+", "").replaceAll("[^a-z0-9]+$", "");
  }

  /** The system labels of {@code workload}. */
  public static Map<String, String> system(KaiwoWorkload workload) {
    Map<String, String> labels = new LinkedHashMap<>();
    String user = workload.spec().getUser();
    if (user != null && !sanitize(user).isEmpty()) {
      labels.put(KaiwoLabels.USER, sanitize(user));
    }
    labels.put(KaiwoLabels.NAME, workload.name());
    labels.put(KaiwoLabels.TYPE, workload.type());
    if (workload.uid() != null) {
      labels.put(KaiwoLabels.RUN_ID, workload.uid());
    }
    String managed = workload.labels().get(KaiwoLabels.MANAGED);
    if (managed != null) {
      labels.put(KaiwoLabels.MANAGED, managed);
    }
    return labels;
  }

  /** Labels of a generated object: the Kaiwo object's (except Kueue's), then the system labels. */
  public static Map<String, String> object(KaiwoWorkload workload) {
    Map<String, String> labels = copiedFromObject(workload);
    labels.putAll(system(workload));
    return labels;
  }

  /** {@link #object} plus the Kueue queue and priority labels: for objects Kueue admits. */
  public static Map<String, String> queued(BuildContext context) {
    Map<String, String> labels = object(context.workload());
    labels.putAll(queue(context));
    return labels;
  }

  /** The Kueue queue-name label (and priority-class when set). */
  public static Map<String, String> queue(BuildContext context) {
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put(KueueLabels.QUEUE_NAME, context.clusterQueue());
    context.priorityClass().ifPresent(p -> labels.put(KueueLabels.PRIORITY_CLASS, p));
    return labels;
  }

  /**
   * Labels of a pod template: its own labels, then {@code podTemplateSpecLabels}, then the Kaiwo
   * object's labels where absent, then the system labels.
   */
  public static Map<String, String> podTemplate(
      Map<String, String> existing, KaiwoWorkload workload) {
    Map<String, String> labels = new LinkedHashMap<>();
    if (existing != null) {
      labels.putAll(existing);
    }
    if (workload.spec().getPodTemplateSpecLabels() != null) {
      labels.putAll(workload.spec().getPodTemplateSpecLabels());
    }
    copiedFromObject(workload).forEach(labels::putIfAbsent);
    labels.putAll(system(workload));
    return labels;
  }

  private static Map<String, String> copiedFromObject(KaiwoWorkload workload) {
    Map<String, String> labels = new LinkedHashMap<>();
    workload
        .labels()
        .forEach(
            (key, value) -> {
              if (!key.startsWith(KUEUE_PREFIX)) {
                labels.put(key, value);
              }
            });
    return labels;
  }
}
