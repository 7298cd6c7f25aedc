package ai.silogen.kaiwo.cli.input;

/**
 * The text of one input given with {@code -f}.
 *
 * @param name the file name, or {@code <stdin>}: for messages
 * @param text its content
 */
public record InputFile(String name, String text) {}
