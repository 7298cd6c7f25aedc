package ai.silogen.kaiwo.cli.logs;

/**
 * One container whose log is printed.
 *
 * @param pod pod name
 * @param container container name
 */
record LogSource(String pod, String container) {

  /** {@code [pod/container] }: the prefix of each line when several logs are interleaved. */
  String prefix() {
    return "[" + pod + "/" + container + "] ";
  }
}
