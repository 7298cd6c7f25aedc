package ai.silogen.kaiwo.gateway.autoscaling;

/**
 * KubeAI mode memory: the moving-average window and the count of consecutive lower recommendations.
 */
public record KubeAiScalingState(SimpleMovingAverage window, int consecutiveScaleDowns)
    implements ScalingState {

  @Override
  public double averageActiveRequests() {
    return window.average();
  }

  @Override
  public ModelStateDocument toDocument() {
    return new ModelStateDocument(window.average(), consecutiveScaleDowns, null, null);
  }
}
