package ai.silogen.kaiwo.gateway.scaling;

import ai.silogen.kaiwo.gateway.autoscaling.AutoscalerStateDocument;

/** Where the autoscaler keeps its state between gateway restarts. */
public interface AutoscalerStateStore {

  /** The saved state; empty when there is none or it cannot be read. */
  AutoscalerStateDocument load();

  /** Saves {@code state}. */
  void save(AutoscalerStateDocument state);

  /** Keeps nothing: a restarted gateway starts from zero, as a new one. */
  AutoscalerStateStore NONE =
      new AutoscalerStateStore() {
        @Override
        public AutoscalerStateDocument load() {
          return AutoscalerStateDocument.empty();
        }

        @Override
        public void save(AutoscalerStateDocument state) {}
      };
}
