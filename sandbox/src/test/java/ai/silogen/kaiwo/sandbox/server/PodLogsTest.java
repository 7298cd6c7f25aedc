package ai.silogen.kaiwo.sandbox.server;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code pods/log}: containers, tail, follow; {@code pods/exec} answers with a clear error. */
class PodLogsTest {

  @RegisterExtension
  static final SandboxExtension SANDBOX = SandboxExtension.with(b -> b.installClasspathCrds(false));

  static KubernetesClient client;
  static PodLogs logs;
  static RawApi api;

  @BeforeAll
  static void connect() {
    client = SANDBOX.client();
    logs = SANDBOX.sandbox().podLogs();
    api = new RawApi(SANDBOX.sandbox().masterUrl());
  }

  private static void pod(String name, String... containers) {
    PodBuilder pod = new PodBuilder().withNewMetadata().withName(name).endMetadata();
    var spec = pod.withNewSpec();
    for (String container : containers) {
      spec.addNewContainer().withName(container).withImage("busybox").endContainer();
    }
    client.pods().resource(spec.endSpec().build()).create();
  }

  @Test
  void servesTheLogOfAContainer() {
    pod("single", "main");
    logs.append("default", "single", "main", "line 1");
    logs.append("default", "single", "main", "line 2");

    assertThat(client.pods().withName("single").getLog()).isEqualTo("line 1\nline 2\n");
    assertThat(client.pods().withName("single").tailingLines(1).getLog()).isEqualTo("line 2\n");
  }

  @Test
  void podsWithSeveralContainersNeedOneNamed() {
    pod("multi", "a", "b");
    logs.append("default", "multi", "b", "from b");

    var missing = api.get("/api/v1/namespaces/default/pods/multi/log");
    assertThat(missing.code()).isEqualTo(400);
    assertThat(missing.json().path("message").asText())
        .isEqualTo("a container name must be specified for pod multi, choose one of: [a b]");
    assertThat(client.pods().withName("multi").inContainer("b").getLog()).isEqualTo("from b\n");
    assertThat(api.get("/api/v1/namespaces/default/pods/multi/log?container=c").code())
        .isEqualTo(400);
    assertThat(api.get("/api/v1/namespaces/default/pods/none/log").code()).isEqualTo(404);
  }

  @Test
  void followStreamsNewLinesUntilThePodIsGone() throws Exception {
    pod("follow", "main");
    logs.append("default", "follow", "main", "first");
    HttpRequest request =
        HttpRequest.newBuilder(
                URI.create(
                    SANDBOX.sandbox().masterUrl()
                        + "/api/v1/namespaces/default/pods/follow/log?follow=true"))
            .build();
    HttpResponse<java.io.InputStream> response =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .build()
            .send(request, HttpResponse.BodyHandlers.ofInputStream());
    List<String> received = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
      received.add(reader.readLine());
      logs.append("default", "follow", "main", "second");
      received.add(reader.readLine());
      client.pods().withName("follow").delete();
      logs.append("default", "follow", "main", "after delete");
      String last = reader.readLine();
      while (last != null && last.equals("after delete")) {
        last = reader.readLine();
      }
      assertThat(last).as("the stream ends once the pod is gone").isNull();
    }

    assertThat(received).containsExactly("first", "second");
  }

  @Test
  void execIsRefusedWithAClearMessage() {
    pod("exec", "main");

    var reply = api.post("/api/v1/namespaces/default/pods/exec/exec?command=ls&container=main", "");

    assertThat(reply.code()).isEqualTo(400);
    assertThat(reply.json().path("message").asText())
        .isEqualTo("exec is not supported by the kaiwo sandbox: simulated pods run no processes");
  }
}
