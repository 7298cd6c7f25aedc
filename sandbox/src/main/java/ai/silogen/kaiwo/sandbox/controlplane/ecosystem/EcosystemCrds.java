package ai.silogen.kaiwo.sandbox.controlplane.ecosystem;

import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The hand-written CRDs of the cluster add-ons Kaiwo depends on (Kueue, KubeRay, AppWrapper),
 * shipped as class-path resources under {@value #DIRECTORY}.
 */
public final class EcosystemCrds {

  /** Class-path directory holding the CRD files. */
  public static final String DIRECTORY = "sandbox/crds/";

  /** The CRD file names, in the order they are best installed. */
  public static final List<String> FILES =
      List.of(
          "kueue.x-k8s.io_resourceflavors.yaml",
          "kueue.x-k8s.io_clusterqueues.yaml",
          "kueue.x-k8s.io_localqueues.yaml",
          "kueue.x-k8s.io_workloadpriorityclasses.yaml",
          "kueue.x-k8s.io_workloads.yaml",
          "kueue.x-k8s.io_topologies.yaml",
          "ray.io_rayclusters.yaml",
          "ray.io_rayjobs.yaml",
          "ray.io_rayservices.yaml",
          "workload.codeflare.dev_appwrappers.yaml");

  private EcosystemCrds() {}

  /** Parses every CRD file. */
  public static List<CustomResourceDefinition> load() {
    KubernetesSerialization serialization = new KubernetesSerialization();
    return FILES.stream().map(file -> load(serialization, DIRECTORY + file)).toList();
  }

  private static CustomResourceDefinition load(
      KubernetesSerialization serialization, String resource) {
    try (InputStream in = EcosystemCrds.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("CRD resource missing from the class path: " + resource);
      }
      return serialization.unmarshal(in, CustomResourceDefinition.class);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + resource, e);
    }
  }
}
