package ai.silogen.kaiwo.operator.kaiwoconfig;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.queue.QueueModule;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The KaiwoConfig singleton in a sandbox: created with defaults, validated, and re-created when
 * deleted (by the guard, which runs next to the KaiwoQueueConfig the queue module creates).
 */
class KaiwoConfigSandboxTest {

  private static OperatorSandbox cluster;
  private static KubernetesClient client;

  @BeforeAll
  static void start() {
    cluster =
        OperatorSandbox.startBare(
            List.of(new KaiwoConfigModule(), new QueueModule()), builder -> {});
    client = cluster.client();
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void theSingletonIsCreatedWithEveryDefaultAndReportedValid() {
    eventually().until(() -> valid("kaiwo").map(c -> c.getStatus().equals("True")).orElse(false));
    KaiwoConfig config = client.resources(KaiwoConfig.class).withName("kaiwo").get();
    assertThat(config.getSpec().getScheduling().getPendingThresholdForPreemption()).isEqualTo("5m");
    assertThat(config.getSpec().getStorage().getDefaultDataMountPath()).isEqualTo("/workload");
    assertThat(config.getSpec().getDefaultClusterQueueName()).isEqualTo("kaiwo");
    assertThat(condition("kaiwo", SettingsInEffect.TYPE))
        .as("defaults need no exporter")
        .hasValueSatisfying(c -> assertThat(c.getStatus()).isEqualTo("True"));
  }

  @Test
  void invalidSettingsAreReportedInStatusAndAnEvent() {
    eventually().until(() -> valid("kaiwo").isPresent());
    OperatorSandbox.editKaiwoConfig(client, spec -> spec.getRay().setHeadPodMemory("lots"));
    eventually()
        .untilAsserted(
            () ->
                assertThat(valid("kaiwo"))
                    .hasValueSatisfying(
                        c -> {
                          assertThat(c.getStatus()).isEqualTo("False");
                          assertThat(c.getMessage())
                              .contains("spec.ray.headPodMemory: 'lots' is not a quantity");
                        }));
    eventually()
        .until(
            () ->
                client.v1().events().inNamespace("default").list().getItems().stream()
                    .map(Event::getReason)
                    .anyMatch("InvalidSettings"::equals));

    OperatorSandbox.editKaiwoConfig(client, spec -> spec.getRay().setHeadPodMemory("1Gi"));
    eventually().until(() -> valid("kaiwo").map(c -> c.getStatus().equals("True")).orElse(false));
  }

  @Test
  void monitoringSettingsWithoutAnExporterAreReportedAsWithoutEffect() {
    OperatorSandbox.editKaiwoConfig(
        client, spec -> spec.getResourceMonitoring().setTerminateUnderutilized(true));
    eventually()
        .untilAsserted(
            () ->
                assertThat(condition("kaiwo", SettingsInEffect.TYPE))
                    .hasValueSatisfying(
                        c -> {
                          assertThat(c.getStatus()).isEqualTo("False");
                          assertThat(c.getMessage())
                              .startsWith(
                                  "spec.resourceMonitoring has no effect: the operator runs"
                                      + " without resource monitoring");
                        }));
    eventually()
        .until(
            () ->
                client.v1().events().inNamespace("default").list().getItems().stream()
                    .map(Event::getReason)
                    .anyMatch(SettingsInEffect.REASON_WITHOUT_EFFECT::equals));

    OperatorSandbox.editKaiwoConfig(
        client, spec -> spec.getResourceMonitoring().setTerminateUnderutilized(false));
    awaitEverySettingInEffect();
  }

  @Test
  void keysOfTheOriginalChartAreKeptAndReportedAsWithoutEffect() {
    eventually().until(() -> valid("kaiwo").isPresent());
    mergePatch(
        "{\"spec\": {\"scheduling\": {\"enablePreemption\": true},"
            + " \"resourceMonitoring\": {\"enabled\": \"yes\"}}}");
    eventually()
        .untilAsserted(
            () ->
                assertThat(condition("kaiwo", SettingsInEffect.TYPE))
                    .hasValueSatisfying(
                        c ->
                            assertThat(c.getMessage())
                                .contains("spec.scheduling.enablePreemption has no effect")
                                .contains(
                                    "spec.resourceMonitoring.enabled has no effect: monitoring"
                                        + " is switched on by the operator's"
                                        + " RESOURCE_MONITORING_ENABLED environment variable")));
    KaiwoConfig stored = client.resources(KaiwoConfig.class).withName("kaiwo").get();
    assertThat(stored.getSpec().getResourceMonitoring().getEnabled().asText())
        .as("stored as written")
        .isEqualTo("yes");

    mergePatch(
        "{\"spec\": {\"scheduling\": {\"enablePreemption\": null},"
            + " \"resourceMonitoring\": {\"enabled\": null}}}");
    awaitEverySettingInEffect();
  }

  private static void awaitEverySettingInEffect() {
    eventually()
        .until(
            () ->
                condition("kaiwo", SettingsInEffect.TYPE)
                    .map(c -> c.getStatus().equals("True"))
                    .orElse(false));
  }

  /** A JSON merge patch of the singleton, as a user's YAML would set fields the types may lack. */
  private static void mergePatch(String patch) {
    client
        .resources(KaiwoConfig.class)
        .withName("kaiwo")
        .patch(PatchContext.of(PatchType.JSON_MERGE), patch);
  }

  @Test
  void anotherNameIsIgnoredWithAClearCondition() {
    client
        .resource(
            ApiSerialization.read(
                """
                apiVersion: config.kaiwo.silogen.ai/v1alpha1
                kind: KaiwoConfig
                metadata: {name: mine}
                spec: {}
                """,
                KaiwoConfig.class))
        .create();
    eventually()
        .untilAsserted(
            () ->
                assertThat(valid("mine"))
                    .hasValueSatisfying(
                        c -> assertThat(c.getReason()).isEqualTo("NotTheSingleton")));
  }

  @Test
  void aDeletedSingletonComesBack() {
    eventually().until(() -> valid("kaiwo").isPresent());
    String uid = client.resources(KaiwoConfig.class).withName("kaiwo").get().getMetadata().getUid();
    client.resources(KaiwoConfig.class).withName("kaiwo").delete();
    eventually()
        .until(
            () -> {
              KaiwoConfig again = client.resources(KaiwoConfig.class).withName("kaiwo").get();
              return again != null && !again.getMetadata().getUid().equals(uid);
            });
    eventually().until(() -> valid("kaiwo").map(c -> c.getStatus().equals("True")).orElse(false));
  }

  private static Optional<Condition> valid(String name) {
    return condition(name, KaiwoConfigStatusModel.VALID);
  }

  private static Optional<Condition> condition(String name, String type) {
    KaiwoConfig config = client.resources(KaiwoConfig.class).withName(name).get();
    return config == null || config.getStatus() == null
        ? Optional.empty()
        : Conditions.find(config.getStatus().getConditions(), type);
  }
}
