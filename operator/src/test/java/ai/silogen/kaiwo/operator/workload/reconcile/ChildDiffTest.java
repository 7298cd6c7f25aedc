package ai.silogen.kaiwo.operator.workload.reconcile;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ChildDiffTest {

  static JsonNode json(String yaml) {
    return ApiSerialization.readTree("---\n" + yaml);
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

  @Test
  void serverPopulatedFieldsAreNotDifferences() {
    JsonNode actual =
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
            status: {replicas: 2}
            """);
    assertThat(ChildDiff.differences(DESIRED, actual, Set.of())).isEmpty();
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
    assertThat(ChildDiff.differences(DESIRED, actual, Set.of()))
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
    assertThat(ChildDiff.differences(DESIRED, sameLength, Set.of()))
        .containsExactly(
            "spec.template.spec.containers[0].image",
            "spec.template.spec.containers[0].resources.requests.cpu");
  }

  @Test
  void ignoredPathsAndMissingFields() {
    JsonNode desired = json("spec: {suspend: true, backoffLimit: 0, template: {}}");
    JsonNode actual = json("spec: {suspend: false}");
    assertThat(ChildDiff.differences(desired, actual, Set.of("spec.suspend")))
        .containsExactly("spec.backoffLimit");
  }

  @Test
  void patchTouchesOnlyTheDifferencesAndReplacesLists() {
    List<String> paths =
        List.of("metadata.labels.app", "spec.replicas", "spec.template.spec.containers[0].image");
    assertThat(MergePatches.forDifferences(DESIRED, paths))
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
  }
}
