package ai.silogen.kaiwo.cli.describe;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.status.PodStates;
import ai.silogen.kaiwo.api.status.Timestamps;
import ai.silogen.kaiwo.cli.support.Table;
import ai.silogen.kaiwo.cli.workload.GpuNodes;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterPlan;
import ai.silogen.kaiwo.sandbox.table.HumanDuration;
import io.fabric8.kubernetes.api.model.ContainerStateWaiting;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Prints {@link WorkloadFacts} as one view: summary, conditions, children, pods, events. */
final class DescriptionPrinter {
  /** A child's state is a summary; Kueue's full explanation is in the Admitted condition. */
  private static final int MAX_STATE = 80;

  private final PrintWriter out;
  private final Instant now;

  DescriptionPrinter(PrintWriter out, Instant now) {
    this.out = out;
    this.now = now;
  }

  void print(WorkloadFacts facts) {
    List<String> adapters = adapters(facts.workload());
    summary(facts.workload(), adapters);
    conditions(facts.workload());
    // A Model's only children are its pods (as in KubeAI), shown next; an empty section would
    // suggest that the operator created nothing for it.
    if (facts.workload().kind() != WorkloadKind.MODEL || !facts.children().isEmpty()) {
      children(facts.children());
    }
    pods(facts.pods(), facts.nodes(), !adapters.isEmpty());
    events(facts.events());
    out.flush();
  }

  /**
   * @param adapters the Model's LoRA adapters (empty for other kinds)
   */
  private void summary(WorkloadView w, List<String> adapters) {
    field("Name", w.ref());
    field("Namespace", w.namespace());
    field("Status", w.status());
    if (w.kind() == WorkloadKind.MODEL) {
      field("Engine", w.string("spec", "engine").orElse("-"));
      field("URL", w.string("spec", "url").orElse("-"));
      field("Profile", w.string("spec", "resourceProfile").orElse("-"));
      if (!adapters.isEmpty()) {
        field("Adapters", String.join(", ", adapters));
      }
      field(
          "Replicas",
          w.integer("status", "replicas", "ready").orElse(0)
              + " ready of "
              + w.integer("status", "replicas", "all").orElse(0)
              + " (min "
              + w.integer("spec", "minReplicas").orElse(0)
              + ", max "
              + w.integer("spec", "maxReplicas").map(String::valueOf).orElse("-")
              + ")");
    } else {
      field("User", w.user().isEmpty() ? "-" : w.user());
      field("Queue", w.queue().orElse("(default)"));
      field("GPUs", Integer.toString(w.gpus()));
    }
    field("Created", w.created().map(this::ago).orElse("-"));
    w.started().ifPresent(t -> field("Started", ago(t)));
    w.completed().ifPresent(t -> field("Completed", ago(t)));
    w.runTime(now).ifPresent(d -> field("Duration", HumanDuration.format(d)));
  }

  private void conditions(WorkloadView w) {
    section("Conditions");
    Table table = Table.withHeaders("TYPE", "STATUS", "REASON", "AGE", "MESSAGE");
    for (Map<String, Object> c : w.conditions()) {
      table.row(
          c.get("type"),
          c.get("status"),
          c.get("reason"),
          age(c.get("lastTransitionTime")),
          c.get("message"));
    }
    table.printIndented(out);
  }

  private void children(List<GenericKubernetesResource> children) {
    section("Created objects");
    Table table = Table.withHeaders("KIND", "NAME", "STATE", "AGE");
    for (GenericKubernetesResource child : children) {
      table.row(
          child.getKind(),
          child.getMetadata().getName(),
          Table.abbreviate(ChildStatus.of(child), MAX_STATE),
          age(child.getMetadata().getCreationTimestamp()));
    }
    table.printIndented(out);
  }

  /**
   * @param withAdapters add the LoRA adapters loaded into each pod: the gateway sends a request for
   *     {@code <model>_<adapter>} only to those pods
   */
  private void pods(List<Pod> pods, Map<String, Node> nodes, boolean withAdapters) {
    section("Pods");
    List<String> headers =
        new ArrayList<>(List.of("NAME", "PHASE", "READY", "NODE", "GPU MODEL", "AGE", "REASON"));
    if (withAdapters) {
      headers.add("ADAPTERS");
    }
    Table table = Table.withHeaders(headers.toArray(String[]::new));
    for (Pod pod : pods) {
      // A pod the scheduler has not placed has no node yet, and a pod just created no phase.
      String nodeName = Objects.requireNonNullElse(pod.getSpec().getNodeName(), "<none>");
      String phase = pod.getStatus() == null ? null : pod.getStatus().getPhase();
      List<Object> cells =
          new ArrayList<>(
              List.of(
                  pod.getMetadata().getName(),
                  Objects.requireNonNullElse(phase, "-"),
                  readiness(pod),
                  nodeName.isEmpty() ? "-" : nodeName,
                  Optional.ofNullable(nodes.get(nodeName)).map(GpuNodes::gpuModel).orElse(""),
                  age(pod.getMetadata().getCreationTimestamp()),
                  reason(pod)));
      if (withAdapters) {
        cells.add(loadedAdapters(pod));
      }
      table.row(cells.toArray());
    }
    table.printIndented(out);
  }

  /** The names in a Model's {@code spec.adapters}. */
  private static List<String> adapters(WorkloadView w) {
    if (w.kind() != WorkloadKind.MODEL || !(w.value("spec", "adapters") instanceof List<?> list)) {
      return List.of();
    }
    return list.stream()
        .map(adapter -> adapter instanceof Map<?, ?> map ? map.get("name") : null)
        .filter(String.class::isInstance)
        .map(String.class::cast)
        .toList();
  }

  /** The adapters a pod's labels say are loaded, as the operator marks them. */
  private static String loadedAdapters(Pod pod) {
    String loaded = String.join(",", AdapterPlan.loadedAdapters(pod).keySet());
    return loaded.isEmpty() ? "-" : loaded;
  }

  private void events(List<Event> events) {
    section("Events");
    Table table = Table.withHeaders("AGE", "TYPE", "REASON", "OBJECT", "MESSAGE");
    for (Event event : events) {
      table.row(
          age(WorkloadFacts.eventTime(event)),
          event.getType(),
          event.getReason(),
          event.getInvolvedObject().getKind() + "/" + event.getInvolvedObject().getName(),
          event.getMessage());
    }
    table.printIndented(out);
  }

  private static String readiness(Pod pod) {
    List<ContainerStatus> statuses =
        orEmpty(pod.getStatus() == null ? null : pod.getStatus().getContainerStatuses());
    long ready = statuses.stream().filter(s -> Boolean.TRUE.equals(s.getReady())).count();
    return ready + "/" + pod.getSpec().getContainers().size();
  }

  private static String reason(Pod pod) {
    if (pod.getMetadata().getDeletionTimestamp() != null) {
      return "Terminating"; // as kubectl shows a pod that finishes its work before it goes
    }
    if (pod.getStatus() == null) {
      return "";
    }
    // What kubectl's STATUS column shows for a stuck pod: the scheduler's message, else the
    // container's waiting reason (CreateContainerConfigError for a missing Secret, ...); for a
    // failed one how its container exited ("Error (exit code 1)").
    return PodStates.unschedulable(pod)
        .map(condition -> Objects.requireNonNullElse(condition.getMessage(), ""))
        .or(
            () ->
                PodStates.waiting(pod)
                    .map(ContainerStateWaiting::getReason)
                    .filter(Objects::nonNull)
                    .findFirst())
        .or(() -> PodStates.failed(pod).findFirst().map(PodStates::exit))
        .orElseGet(() -> Optional.ofNullable(pod.getStatus().getReason()).orElse(""));
  }

  private void field(String name, String value) {
    out.printf("%-11s %s%n", name + ":", value);
  }

  private void section(String title) {
    out.println();
    out.println(title + ":");
  }

  private String ago(Instant time) {
    return time + " (" + HumanDuration.format(Duration.between(time, now)) + " ago)";
  }

  private String age(Object timestamp) {
    return timestamp instanceof String text
        ? Timestamps.parse(text).map(t -> HumanDuration.format(Duration.between(t, now))).orElse("")
        : "";
  }
}
