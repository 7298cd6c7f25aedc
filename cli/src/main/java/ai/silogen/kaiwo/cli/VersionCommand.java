package ai.silogen.kaiwo.cli;

import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;

/** {@code kaiwo version}: the version of this build. */
@Command(
    name = "version",
    mixinStandardHelpOptions = true,
    description = "Print the version of kaiwo.",
    footer = {"", "Examples:", "  kaiwo version", "  # the same", "  kaiwo --version"})
public final class VersionCommand implements Runnable {
  private final CliContext context;

  VersionCommand(CliContext context) {
    this.context = context;
  }

  /** The implementation version from the jar manifest, or "dev" when run from classes. */
  public static String version() {
    return Optional.ofNullable(VersionCommand.class.getPackage().getImplementationVersion())
        .orElse("dev");
  }

  @Override
  public void run() {
    context.out().println("kaiwo " + version());
  }

  /** Feeds {@code kaiwo --version}. */
  public static final class Provider implements IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"kaiwo " + version()};
    }
  }
}
