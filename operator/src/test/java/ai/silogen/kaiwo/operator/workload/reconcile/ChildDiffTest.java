package ai.silogen.kaiwo.operator.workload.reconcile;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ChildDiffTest {

  static JsonNode json(String yaml) {
    return ApiSerialization.readTree("---\n" + yaml);
  }

  /** {@code live} carrying the record of {@code applied}, as Kaiwo leaves its children. */
  static JsonNode recorded(JsonNode live, JsonNode applied) {
    ObjectNode copy = live.deepCopy();
    ObjectNode metadata =
        copy.get("metadata") instanceof ObjectNode m ? m : copy.putObject("metadata");
    ObjectNode annotations =
        metadata.get("annotations") instanceof ObjectNode a ? a : metadata.putObject("annotations");
    annotations.put(ChildDiff.LAST_APPLIED, ChildDiff.record(applied).orElseThrow());
    return copy;
  }

  /** The patch without the record, which every patch carries. */
  static JsonNode withoutRecord(ObjectNode patch) {
    ObjectNode copy = patch.deepCopy();
    if (copy.path("metadata").path("annotations") instanceof ObjectNode annotations) {
      annotations.remove(ChildDiff.LAST_APPLIED);
      if (annotations.isEmpty()) {
        ((ObjectNode) copy.get("metadata")).remove("annotations");
      }
      if (copy.get("metadata").isEmpty()) {
        copy.remove("metadata");
      }
    }
    return copy;
  }

  static final JsonNode DESIRED =
      json(
          """
          apiVersion: apps/v1
          kind: Deployment
          metadata:
            name: s
            labels: {app: s}
          spec:
            replicas: 2
            template:
              spec:
                containers:
                  - name: c
                    image: nginx
                    resources: {requests: {cpu: "0.5", memory: 1Gi}}
          """);

  /** What the API server and other controllers make of {@link #DESIRED}. */
  static final JsonNode SERVED =
      json(
          """
          apiVersion: apps/v1
          kind: Deployment
          metadata:
            name: s
            uid: abc
            resourceVersion: "7"
            labels: {app: s, extra: added-by-someone}
            annotations: {deployment.kubernetes.io/revision: "1"}
          spec:
            replicas: 2
            progressDeadlineSeconds: 600
            template:
              spec:
                containers:
                  - name: c
                    image: nginx
                    terminationMessagePath: /dev/termination-log
                    resources: {requests: {cpu: 500m, memory: "1073741824"}}
                dnsPolicy: ClusterFirst
                securityContext: {}
          status: {replicas: 2}
          """);

  @Test
  void serverPopulatedFieldsAreNotDifferences() {
    ChildDiff.Result result = ChildDiff.compare(DESIRED, recorded(SERVED, DESIRED), Set.of());
    assertThat(result.differences()).isEmpty();
    assertThat(result.patch()).isEmpty();
  }

  @Test
  void changedValuesAndListsAreFound() {
    JsonNode actual =
        json(
            """
            metadata: {labels: {app: other}}
            spec:
              replicas: 1
              template:
                spec:
                  containers:
                    - name: c
                      image: nginx:old
                      resources: {requests: {cpu: "1", memory: 1Gi}}
                    - name: extra
            """);
    assertThat(ChildDiff.compare(DESIRED, actual, Set.of()).differences())
        .containsExactly("metadata.labels.app", "spec.replicas", "spec.template.spec.containers");
    JsonNode sameLength =
        json(
            """
            metadata: {labels: {app: s}}
            spec:
              replicas: 2
              template:
                spec:
                  containers:
                    - {name: c, image: nginx:old, resources: {requests: {cpu: "1", memory: 1Gi}}}
            """);
    assertThat(ChildDiff.compare(DESIRED, sameLength, Set.of()).differences())
        .containsExactly(
            "spec.template.spec.containers[0].image",
            "spec.template.spec.containers[0].resources.requests.cpu");
  }

  @Test
  void ignoredPathsAndMissingFields() {
    JsonNode desired = json("spec: {suspend: true, backoffLimit: 0, template: {}}");
    JsonNode actual = json("spec: {suspend: false}");
    assertThat(ChildDiff.compare(desired, actual, Set.of("spec.suspend")).differences())
        .containsExactly("spec.backoffLimit");
    JsonNode lastWithSuspend = json("spec: {suspend: true, backoffLimit: 0}");
    JsonNode withoutSuspend = json("spec: {backoffLimit: 0}");
    assertThat(
            ChildDiff.compare(
                    withoutSuspend,
                    recorded(json("spec: {suspend: false, backoffLimit: 0}"), lastWithSuspend),
                    Set.of("spec.suspend"))
                .differences())
        .as("a field Kueue owns is not removed")
        .isEmpty();
  }

  @Test
  void patchTouchesOnlyTheDifferencesAndReplacesLists() {
    JsonNode actual =
        json(
            """
            metadata: {labels: {app: other, extra: kept}}
            spec:
              replicas: 1
              progressDeadlineSeconds: 600
              template:
                spec:
                  containers:
                    - {name: c, image: nginx:old, resources: {requests: {cpu: 500m, memory: 1Gi}}}
            """);
    ChildDiff.Result result = ChildDiff.compare(DESIRED, recorded(actual, DESIRED), Set.of());
    assertThat(withoutRecord(result.patch()))
        .isEqualTo(
            json(
                """
                metadata: {labels: {app: s}}
                spec:
                  replicas: 2
                  template:
                    spec:
                      containers:
                        - name: c
                          image: nginx
                          resources: {requests: {cpu: "0.5", memory: 1Gi}}
                """));
    assertThat(result.patch().path("metadata").path("annotations").path(ChildDiff.LAST_APPLIED))
        .as("the patch records what it applies")
        .isEqualTo(json("a: " + "'" + ChildDiff.record(DESIRED).orElseThrow() + "'").get("a"));
  }

  @Test
  void aRemovedLabelOrAnnotationIsDeletedAndOthersKeysAreKept() {
    JsonNode before =
        json(
            """
            metadata:
              labels: {app: s, team: blue}
              annotations: {foo: bar}
            spec:
              template:
                metadata: {annotations: {foo: bar}}
            """);
    JsonNode after = json("metadata: {labels: {app: s}}\nspec: {template: {}}");
    JsonNode live =
        json(
            """
            metadata:
              labels: {app: s, team: blue, kueue.x-k8s.io/job-uid: u}
              annotations: {foo: bar, deployment.kubernetes.io/revision: "1"}
            spec:
              template:
                metadata: {annotations: {foo: bar, kueue.x-k8s.io/workload: w}}
            """);
    ChildDiff.Result result = ChildDiff.compare(after, recorded(live, before), Set.of());
    assertThat(result.differences())
        .containsExactlyInAnyOrder(
            "metadata.labels.team (removed)",
            "metadata.annotations.foo (removed)",
            "spec.template.metadata.annotations.foo (removed)");
    assertThat(withoutRecord(result.patch()))
        .isEqualTo(
            json(
                """
                metadata:
                  labels: {team: null}
                  annotations: {foo: null}
                spec:
                  template:
                    metadata: {annotations: {foo: null}}
                """));
  }

  @Test
  void aRemovedNestedFieldIsDeletedWholeWhereOnlyKaiwoWroteIt() {
    String placement =
        """
        securityContext: {runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000}
        affinity:
          nodeAffinity:
            requiredDuringSchedulingIgnoredDuringExecution:
              nodeSelectorTerms:
                - matchExpressions:
                    - {key: kaiwo/gpu-model, operator: In, values: [mi300x]}
        """;
    JsonNode after = json("spec: {template: {spec: {containers: [{name: c}]}}}");
    ObjectNode before = after.deepCopy();
    before.withObject("/spec/template/spec").setAll((ObjectNode) json(placement));
    ObjectNode live =
        json("spec: {template: {spec: {containers: [{name: c, imagePullPolicy: Always}]}}}")
            .deepCopy();
    live.withObject("/spec/template/spec").setAll((ObjectNode) json(placement));
    live.withObject("/spec/template/spec").put("dnsPolicy", "ClusterFirst");
    ChildDiff.Result result = ChildDiff.compare(after, recorded(live, before), Set.of());
    assertThat(withoutRecord(result.patch()))
        .as("no empty affinity without terms is left behind; server defaults stay")
        .isEqualTo(json("spec: {template: {spec: {securityContext: null, affinity: null}}}"));
  }

  @Test
  void aRemovedListElementOrAFieldInsideOneReplacesTheList() {
    JsonNode before =
        json(
            """
            spec:
              template:
                spec:
                  containers:
                    - name: c
                      env: [{name: A, value: "1"}, {name: B, value: "2"}]
                      securityContext: {privileged: true}
                  volumes: [{name: v, emptyDir: {}}]
            """);
    JsonNode after =
        json(
            """
            spec:
              template:
                spec:
                  containers:
                    - name: c
                      env: [{name: A, value: "1"}]
            """);
    ObjectNode live = before.deepCopy();
    live.withObject("/spec/template/spec/containers/0")
        .put("terminationMessagePath", "/dev/termination-log");
    ChildDiff.Result result = ChildDiff.compare(after, recorded(live, before), Set.of());
    assertThat(result.differences())
        .containsExactlyInAnyOrder(
            "spec.template.spec.containers[0].env",
            "spec.template.spec.containers[0].securityContext (removed)",
            "spec.template.spec.volumes (removed)");
    assertThat(withoutRecord(result.patch()))
        .isEqualTo(
            json(
                """
                spec:
                  template:
                    spec:
                      containers:
                        - name: c
                          env: [{name: A, value: "1"}]
                      volumes: null
                """));
  }

  @Test
  void whatTheServerDefaultsAfterARemovalIsNotFought() {
    JsonNode before =
        json("spec: {template: {spec: {securityContext: {runAsUser: 1000}, containers: []}}}");
    JsonNode after = json("spec: {template: {spec: {containers: []}}}");
    JsonNode defaulted = json("spec: {template: {spec: {securityContext: {}, containers: []}}}");
    assertThat(ChildDiff.compare(after, recorded(defaulted, after), Set.of()).patch()).isEmpty();
    assertThat(ChildDiff.compare(after, recorded(defaulted, before), Set.of()).differences())
        .as("an emptied field is already removed")
        .isEmpty();
  }

  @Test
  void aChildWithoutARecordGetsOneAndKeepsWhatCannotBeKnown() {
    JsonNode live = json("metadata: {labels: {app: s, team: blue}}");
    JsonNode desired = json("metadata: {labels: {app: s}}");
    ChildDiff.Result result = ChildDiff.compare(desired, live, Set.of());
    assertThat(result.differences()).isEmpty();
    assertThat(result.recordOnly()).isTrue();
    assertThat(withoutRecord(result.patch())).isEmpty();
    JsonNode unreadable =
        json("metadata: {labels: {app: s}, annotations: {kaiwo.silogen.ai/last-applied: '{'}}");
    assertThat(ChildDiff.compare(desired, unreadable, Set.of()).recordOnly()).isTrue();
  }
}
