package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.cluster.NamespaceOption;
import ai.silogen.kaiwo.cli.config.UserConfigFiles;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.OutputFormat;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code kaiwo list}: a table of workloads. */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description = {
      "List KaiwoJobs, KaiwoServices and Models with their user, queue, status and GPUs.",
      "Shows your own workloads when a user is configured (--user, or 'user:' in the config file)."
    },
    footer = {
      "",
      "Examples:",
      "  # everything of the configured user in the current namespace",
      "  kaiwo list",
      "  # every job in the cluster",
      "  kaiwo list jobs -A --all-users",
      "  # with the latest status message",
      "  kaiwo list services -o wide",
      "  # print changes as they happen (Ctrl-C to stop)",
      "  kaiwo list -w",
      "  # the objects themselves",
      "  kaiwo list models -o yaml"
    })
public final class ListCommand implements Callable<Integer> {

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "KIND",
      description = "jobs, services or models (default: all three).")
  String kind;

  @Option(
      names = "--user",
      description = "Only this user's workloads (and those that name no user, shown as USER -).")
  String user;

  @Option(names = "--all-users", description = "Everyone's workloads.")
  boolean allUsers;

  @Mixin NamespaceOption namespace;

  @Option(
      names = {"-A", "--all-namespaces"},
      description = "All namespaces.")
  boolean allNamespaces;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FORMAT",
      description = "table (default), wide, yaml or json.")
  OutputFormat output = OutputFormat.TABLE;

  @Option(
      names = {"-w", "--watch"},
      description = "After the table, print each change (Ctrl-C to stop).")
  boolean watch;

  @Option(
      names = {"-c", "--config"},
      paramLabel = "FILE",
      description = "CLI config file (for the default user).")
  Path config;

  @Mixin ClusterOptions cluster;

  private final CliContext context;

  ListCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() throws InterruptedException {
    List<WorkloadKind> kinds = kinds();
    UserFilter users =
        UserFilter.of(user, UserConfigFiles.load(context, config).userName(), allUsers);
    if (watch && (output == OutputFormat.YAML || output == OutputFormat.JSON)) {
      throw new UserError("--watch prints tables only", "drop -o, or use -o wide", ExitCodes.USAGE);
    }
    try (Connection connection = Connections.open(context, cluster)) {
      String scope = allNamespaces ? null : namespace.resolve(connection);
      WorkloadLister lister = new WorkloadLister(connection.client(), kinds, scope, users);
      WorkloadLister.Listing listing = lister.listing();
      List<WorkloadView> workloads = listing.shown();
      ModelGpus modelGpus =
          output == OutputFormat.YAML || output == OutputFormat.JSON
              ? ModelGpus.UNKNOWN
              : lister.modelGpus(workloads);
      WorkloadTable table = new WorkloadTable(output == OutputFormat.WIDE);
      List<WorkloadRow> rows = table.rows(workloads, modelGpus, pods(table, lister, workloads));
      switch (output) {
        case YAML, JSON ->
            OutputFormat.printObjects(
                output, workloads.stream().map(WorkloadView::object).toList(), context.out());
        default -> {
          if (workloads.isEmpty()) {
            context.err().println(emptyMessage(users, scope));
          } else {
            table.print(rows, context.out());
          }
          if (listing.hidden() > 0 && !workloads.isEmpty()) {
            context.err().println(hiddenMessage(users, listing.hidden()));
          }
        }
      }
      if (watch) {
        new ListWatcher(
                () -> {
                  List<WorkloadView> now = lister.list();
                  return table.rows(now, lister.modelGpus(now), pods(table, lister, now));
                },
                new WatchLines(table, rows),
                context.out(),
                Duration.ofSeconds(1))
            .run(rows);
      }
      return ExitCodes.OK;
    }
  }

  private static WorkloadPods pods(
      WorkloadTable table, WorkloadLister lister, List<WorkloadView> workloads) {
    return table.needsPods() ? lister.waitingPods(workloads) : WorkloadPods.NONE;
  }

  private List<WorkloadKind> kinds() {
    if (kind == null) {
      return Arrays.asList(WorkloadKind.values());
    }
    List<WorkloadKind> selected = new ArrayList<>();
    WorkloadKind.fromName(kind).ifPresent(selected::add);
    if (selected.isEmpty()) {
      throw new UserError(
          "unknown kind '" + kind + "'", "use jobs, services or models", ExitCodes.USAGE);
    }
    return selected;
  }

  private static String hiddenMessage(UserFilter users, int hidden) {
    return "("
        + hidden
        + (hidden == 1 ? " workload" : " workloads")
        + " of users other than "
        + users.user().orElseThrow()
        + " not shown; --all-users shows them)";
  }

  private static String emptyMessage(UserFilter users, String scope) {
    String where = scope == null ? "in any namespace" : "in namespace " + scope;
    return users.user().isPresent()
        ? "No workloads of user " + users.user().get() + " " + where + " (--all-users shows all)."
        : "No workloads " + where + ".";
  }
}
