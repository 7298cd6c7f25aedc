package ai.silogen.kaiwo.cli;

import java.lang.reflect.Constructor;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;

/**
 * Creates command objects for picocli, handing the {@link CliContext} to every command that takes
 * one in its constructor.
 */
final class CommandFactory implements IFactory {
  private final CliContext context;

  CommandFactory(CliContext context) {
    this.context = context;
  }

  @Override
  public <K> K create(Class<K> type) throws Exception {
    for (Constructor<?> constructor : type.getDeclaredConstructors()) {
      Class<?>[] parameters = constructor.getParameterTypes();
      if (parameters.length == 1 && parameters[0] == CliContext.class) {
        constructor.setAccessible(true);
        return type.cast(constructor.newInstance(context));
      }
    }
    return CommandLine.defaultFactory().create(type);
  }
}
