package ai.silogen.kaiwo.sandbox.nodes;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.TaintBuilder;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Reads node-pool YAML into {@link PoolSpec}s, collecting every problem with the path of the bad
 * key (for example {@code pools[1].gpuVendor}) instead of stopping at the first.
 */
final class NodePoolParser {

  private static final Set<String> POOL_KEYS =
      Set.of(
          "name",
          "count",
          "gpuVendor",
          "gpuModel",
          "gpusPerNode",
          "cpu",
          "memory",
          "maxPods",
          "instanceType",
          "labels",
          "taints");
  private static final Set<String> TAINT_KEYS = Set.of("key", "value", "effect");
  private static final Set<String> TAINT_EFFECTS =
      Set.of("NoSchedule", "PreferNoSchedule", "NoExecute");
  private static final Pattern DNS_LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]{0,48}[a-z0-9])?");
  private static final int DEFAULT_MAX_PODS = 110;

  private final String source;
  private final List<String> errors = new ArrayList<>();

  NodePoolParser(String source) {
    this.source = source;
  }

  List<PoolSpec> parse(String yaml) {
    JsonNode root;
    try {
      root = new YAMLMapper().readTree(yaml);
    } catch (JsonProcessingException e) {
      throw new NodePoolException(source + ": not valid YAML: " + e.getOriginalMessage(), e);
    }
    JsonNode poolList = root != null && root.isObject() ? root.get("pools") : null;
    if (root != null && root.isObject()) {
      root.fieldNames()
          .forEachRemaining(
              key -> {
                if (!key.equals("pools")) {
                  errors.add(key + ": unknown key (expected 'pools')");
                }
              });
    }
    if (poolList == null || !poolList.isArray() || poolList.isEmpty()) {
      errors.add("pools: must be a non-empty list of node pools");
      throw failure();
    }
    List<PoolSpec> pools = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (int i = 0; i < poolList.size(); i++) {
      PoolSpec pool = pool("pools[" + i + "]", poolList.get(i));
      if (pool != null && !names.add(pool.name())) {
        errors.add("pools[" + i + "].name: duplicate pool name '" + pool.name() + "'");
      }
      pools.add(pool);
    }
    if (!errors.isEmpty()) {
      throw failure();
    }
    return pools;
  }

  private PoolSpec pool(String path, JsonNode node) {
    if (!node.isObject()) {
      errors.add(path + ": must be a mapping");
      return null;
    }
    unknownKeys(path, node, POOL_KEYS);
    String name = text(path + ".name", node.get("name"), true);
    if (name != null && !DNS_LABEL.matcher(name).matches()) {
      errors.add(
          path + ".name: '" + name + "' must be a lowercase DNS label of at most 50 characters");
    }
    int count = integer(path + ".count", node.get("count"), -1, 0);
    GpuVendor vendor = vendor(path + ".gpuVendor", node.get("gpuVendor"));
    String model = text(path + ".gpuModel", node.get("gpuModel"), false);
    int gpus = integer(path + ".gpusPerNode", node.get("gpusPerNode"), 0, 0);
    if (vendor != null && vendor != GpuVendor.NONE) {
      if (model == null || model.isBlank()) {
        errors.add(path + ".gpuModel: required when gpuVendor is " + vendor.fileName());
      }
      if (gpus < 1) {
        errors.add(
            path + ".gpusPerNode: must be at least 1 when gpuVendor is " + vendor.fileName());
      }
    } else if (vendor == GpuVendor.NONE && (model != null || gpus != 0)) {
      errors.add(path + ": gpuModel and gpusPerNode must be absent when gpuVendor is none");
    }
    Quantity cpu = quantity(path + ".cpu", node.get("cpu"));
    Quantity memory = quantity(path + ".memory", node.get("memory"));
    int maxPods = integer(path + ".maxPods", node.get("maxPods"), DEFAULT_MAX_PODS, 1);
    String instanceType = text(path + ".instanceType", node.get("instanceType"), false);
    Map<String, String> labels = labels(path + ".labels", node.get("labels"));
    List<Taint> taints = taints(path + ".taints", node.get("taints"));
    if (name == null || vendor == null || cpu == null || memory == null || count < 0) {
      return null;
    }
    return new PoolSpec(
        name,
        count,
        vendor,
        model == null ? "" : model,
        gpus,
        cpu,
        memory,
        maxPods,
        instanceType == null ? name : instanceType,
        labels,
        taints);
  }

  private void unknownKeys(String path, JsonNode node, Set<String> known) {
    node.fieldNames()
        .forEachRemaining(
            key -> {
              if (!known.contains(key)) {
                errors.add(
                    path
                        + "."
                        + key
                        + ": unknown key (expected one of "
                        + new TreeSet<>(known)
                        + ")");
              }
            });
  }

  private String text(String path, JsonNode value, boolean required) {
    if (value == null || value.isNull()) {
      if (required) {
        errors.add(path + ": required");
      }
      return null;
    }
    if (!value.isValueNode()) {
      errors.add(path + ": must be a string");
      return null;
    }
    return value.asText();
  }

  /** Reads an integer ≥ {@code min}; absent gives {@code absent} ({@code -1} marks it required). */
  private int integer(String path, JsonNode value, int absent, int min) {
    if (value == null || value.isNull()) {
      if (absent < 0) {
        errors.add(path + ": required");
      }
      return absent;
    }
    if (!value.canConvertToInt() || !value.isIntegralNumber() || value.asInt() < min) {
      errors.add(
          path + ": must be an integer of at least " + min + ", got '" + value.asText() + "'");
      return absent;
    }
    return value.asInt();
  }

  private GpuVendor vendor(String path, JsonNode value) {
    String text = text(path, value, false);
    if (text == null) {
      return GpuVendor.NONE;
    }
    return GpuVendor.fromFileName(text)
        .orElseGet(
            () -> {
              errors.add(path + ": must be one of amd, nvidia, none, got '" + text + "'");
              return null;
            });
  }

  private Quantity quantity(String path, JsonNode value) {
    String text = text(path, value, true);
    if (text == null) {
      return null;
    }
    try {
      Quantity quantity = new Quantity(text);
      if (quantity.getNumericalAmount().compareTo(BigDecimal.ZERO) <= 0) {
        errors.add(path + ": must be positive, got '" + text + "'");
        return null;
      }
      return quantity;
    } catch (IllegalArgumentException e) {
      errors.add(path + ": not a Kubernetes quantity: '" + text + "'");
      return null;
    }
  }

  private Map<String, String> labels(String path, JsonNode value) {
    Map<String, String> labels = new LinkedHashMap<>();
    if (value == null || value.isNull()) {
      return labels;
    }
    if (!value.isObject()) {
      errors.add(path + ": must be a mapping of label keys to values");
      return labels;
    }
    value
        .fields()
        .forEachRemaining(
            entry -> {
              String label = text(path + "." + entry.getKey(), entry.getValue(), true);
              if (label != null) {
                labels.put(entry.getKey(), label);
              }
            });
    return labels;
  }

  private List<Taint> taints(String path, JsonNode value) {
    List<Taint> taints = new ArrayList<>();
    if (value == null || value.isNull()) {
      return taints;
    }
    if (!value.isArray()) {
      errors.add(path + ": must be a list of taints");
      return taints;
    }
    for (int i = 0; i < value.size(); i++) {
      String taintPath = path + "[" + i + "]";
      JsonNode taint = value.get(i);
      if (!taint.isObject()) {
        errors.add(taintPath + ": must be a mapping with key, value and effect");
        continue;
      }
      unknownKeys(taintPath, taint, TAINT_KEYS);
      String key = text(taintPath + ".key", taint.get("key"), true);
      String taintValue = text(taintPath + ".value", taint.get("value"), false);
      String effect = text(taintPath + ".effect", taint.get("effect"), true);
      if (effect != null && !TAINT_EFFECTS.contains(effect)) {
        errors.add(
            taintPath
                + ".effect: must be one of NoSchedule, PreferNoSchedule, NoExecute, got '"
                + effect
                + "'");
      } else if (key != null && effect != null) {
        taints.add(
            new TaintBuilder().withKey(key).withValue(taintValue).withEffect(effect).build());
      }
    }
    return taints;
  }

  private NodePoolException failure() {
    return new NodePoolException(source + ": invalid node pool: " + String.join("; ", errors));
  }
}
