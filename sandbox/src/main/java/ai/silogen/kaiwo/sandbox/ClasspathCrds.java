package ai.silogen.kaiwo.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.WeakHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * Finds CustomResourceDefinitions on the classpath: the ones generated into {@code
 * META-INF/fabric8/*.yml} and hand-written ones under {@code sandbox/crds/*.yaml}, in directories
 * and jars alike (jars need directory entries, which Maven's jar plugin writes). Only {@code
 * apiextensions.k8s.io/v1} CRDs are returned.
 */
public final class ClasspathCrds {

  /** Classpath folders searched, with the file suffix each uses. */
  private static final String[][] LOCATIONS = {
    {"META-INF/fabric8", ".yml"}, {"sandbox/crds", ".yaml"}
  };

  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  /** Parsed CRDs per class loader: sandboxes start often, the classpath does not change. */
  private static final Map<ClassLoader, List<JsonNode>> CACHE =
      Collections.synchronizedMap(new WeakHashMap<>());

  private ClasspathCrds() {}

  /**
   * All CRDs found, sorted by resource name for a stable install order. The trees are shared
   * between calls: callers must not modify them.
   */
  public static List<JsonNode> load(ClassLoader loader) {
    return CACHE.computeIfAbsent(loader, ClasspathCrds::scan);
  }

  private static List<JsonNode> scan(ClassLoader loader) {
    TreeMap<String, JsonNode> crds = new TreeMap<>();
    try {
      for (String[] location : LOCATIONS) {
        Enumeration<URL> roots = loader.getResources(location[0]);
        while (roots.hasMoreElements()) {
          for (String text : read(roots.nextElement(), location[0], location[1])) {
            for (JsonNode document : documents(text)) {
              if (isCrd(document)) {
                crds.put(document.path("metadata").path("name").asText(), document);
              }
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read CRDs from the classpath", e);
    }
    return List.copyOf(crds.values());
  }

  private static List<String> read(URL root, String folder, String suffix) throws IOException {
    List<String> texts = new ArrayList<>();
    if (root.getProtocol().equals("file")) {
      try (DirectoryStream<Path> files =
          Files.newDirectoryStream(Path.of(root.toURI()), "*" + suffix)) {
        for (Path file : files) {
          texts.add(Files.readString(file));
        }
      } catch (URISyntaxException e) {
        throw new IOException(e);
      }
    } else if (root.getProtocol().equals("jar")) {
      JarURLConnection connection = (JarURLConnection) root.openConnection();
      connection.setUseCaches(false);
      try (JarFile jar = connection.getJarFile()) {
        for (JarEntry entry : Collections.list(jar.entries())) {
          String name = entry.getName();
          if (name.startsWith(folder + "/")
              && name.endsWith(suffix)
              && name.indexOf('/', folder.length() + 1) < 0) {
            try (InputStream in = jar.getInputStream(entry)) {
              texts.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
          }
        }
      }
    }
    return texts;
  }

  private static List<JsonNode> documents(String yaml) throws IOException {
    List<JsonNode> documents = new ArrayList<>();
    ObjectReader reader = YAML.readerFor(JsonNode.class);
    try (var values = reader.<JsonNode>readValues(yaml)) {
      while (values.hasNext()) {
        JsonNode document = values.next();
        if (document != null && document.isObject()) {
          documents.add(document);
        }
      }
    }
    return documents;
  }

  private static boolean isCrd(JsonNode document) {
    return "CustomResourceDefinition".equals(document.path("kind").asText())
        && "apiextensions.k8s.io/v1".equals(document.path("apiVersion").asText());
  }
}
