package ai.silogen.kaiwo.cli;

/** Entry point of the {@code kaiwo} command line. */
public final class KaiwoCli {
  private KaiwoCli() {}

  public static void main(String[] args) {
    System.out.println("kaiwo 0.1.0-SNAPSHOT");
  }
}
