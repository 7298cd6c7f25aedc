package ai.silogen.kaiwo.sandbox.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/** Runs a test class against one sandbox with default settings; see {@link SandboxExtension}. */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(SandboxExtension.class)
public @interface SandboxTest {}
