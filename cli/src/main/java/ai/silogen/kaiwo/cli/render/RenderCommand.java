package ai.silogen.kaiwo.cli.render;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.input.InputFile;
import ai.silogen.kaiwo.cli.input.InputFiles;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.OutputFormat;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfigException;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfigLoader;
import ai.silogen.kaiwo.operator.render.ClusterFile;
import ai.silogen.kaiwo.operator.render.DefaultCluster;
import ai.silogen.kaiwo.operator.render.RenderException;
import ai.silogen.kaiwo.operator.render.RenderResult;
import ai.silogen.kaiwo.operator.render.Renderer;
import ai.silogen.kaiwo.operator.workload.model.WorkloadOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code kaiwo render}: what the operator would create, computed offline. */
@Command(
    name = "render",
    mixinStandardHelpOptions = true,
    description = {
      "Print every object the operator would create for the KaiwoJobs, KaiwoServices, Models,"
          + " KaiwoQueueConfigs and AIMNamespaceConfigs in FILE, as a YAML stream (or a JSON List)"
          + " in a stable order, without a cluster. The controllers' own code computes it.",
      "The cluster is the sandbox's default (2x8 MI300X, 2x8 H100, a CPU node; default KaiwoConfig"
          + " and queue config) unless --cluster gives Nodes, a KaiwoConfig and a KaiwoQueueConfig.",
      "Invalid input is rejected like the API server would, naming the document and field.",
      "A Model scaled to zero shows the pod its first replica would run, with a note on stderr."
    },
    footer = {
      "",
      "Examples:",
      "  kaiwo render -f examples/jobs/gpu-job.yaml",
      "  kaiwo render -f examples/jobs/ray-job.yaml --cluster my-cluster.yaml -o json",
      "  kaiwo render -f examples/models/qwen2.5-0.5b-cpu.yaml",
      "  # a directory and one more file, rendered together",
      "  kaiwo render -f examples/jobs -f my-queue-config.yaml",
      "",
      "Exit codes: 0 rendered, 1 invalid input (the message names the field),",
      "  2 bad usage."
    })
public final class RenderCommand implements Callable<Integer> {

  /** Output formats. */
  enum Format {
    YAML,
    JSON
  }

  @Option(
      names = {"-f", "--file"},
      required = true,
      paramLabel = "FILE",
      description =
          "Objects to render: a file, a directory (its .yaml, .yml and .json files) or - for"
              + " standard input. Repeat for more; they render together.")
  List<String> files;

  @Option(
      names = "--cluster",
      paramLabel = "FILE",
      description = "Cluster description: Nodes, a KaiwoConfig and a KaiwoQueueConfig (YAML).")
  Path cluster;

  @Option(
      names = "--model-config",
      paramLabel = "FILE",
      description = "Model-serving system configuration (default: the operator's built-in one).")
  Path modelConfig;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FORMAT",
      description = "yaml (default) or json.")
  Format output = Format.YAML;

  private final CliContext context;

  RenderCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    List<Renderer.Input> inputs = new ArrayList<>();
    for (InputFile input : InputFiles.readAll(files, context.in())) {
      SchemaCheck.check(input.text(), input.name());
      inputs.add(new Renderer.Input(input.name(), input.text()));
    }
    ClusterFacts facts = clusterFacts();
    SystemConfig models = models();
    RenderResult result;
    try {
      result = Renderer.render(inputs, facts, WorkloadOptions.defaults(), models);
    } catch (RenderException e) {
      throw new UserError(e.getMessage(), "fix the input named above");
    }
    result.warnings().forEach(w -> context.err().println("warning: " + w));
    result.notes().forEach(note -> context.err().println("note: " + note));
    OutputFormat.printObjects(
        output == Format.JSON ? OutputFormat.JSON : OutputFormat.YAML,
        result.objects(),
        context.out());
    return ExitCodes.OK;
  }

  private ClusterFacts clusterFacts() {
    if (cluster == null) {
      return DefaultCluster.facts();
    }
    String text = InputFiles.read(cluster.toString(), context.in()).text();
    SchemaCheck.check(text, cluster.toString());
    try {
      return ClusterFile.parse(text, cluster.toString());
    } catch (RenderException e) {
      throw new UserError(e.getMessage(), "fix the cluster file");
    }
  }

  private SystemConfig models() {
    try {
      return modelConfig == null
          ? SystemConfigLoader.defaults()
          : SystemConfigLoader.load(modelConfig);
    } catch (SystemConfigException e) {
      throw new UserError(e.getMessage(), "check --model-config");
    }
  }
}
