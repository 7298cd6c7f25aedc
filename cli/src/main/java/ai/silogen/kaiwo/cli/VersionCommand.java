package ai.silogen.kaiwo.cli;

import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;

/** {@code kaiwo version}: the version of this build. */
@Command(
    name = "version",
    mixinStandardHelpOptions = true,
    description = "Print the version of kaiwo.")
public final class VersionCommand implements Runnable {

  /** The implementation version from the jar manifest, or "dev" when run from classes. */
  public static String version() {
    return Optional.ofNullable(VersionCommand.class.getPackage().getImplementationVersion())
        .orElse("dev");
  }

  @Override
  public void run() {
    System.out.println("kaiwo " + version());
  }

  /** Feeds {@code kaiwo --version}. */
  public static final class Provider implements IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"kaiwo " + version()};
    }
  }
}
