package ai.silogen.kaiwo.gateway.proxy;

/** Which upstream answers are worth another attempt, as KubeAI's proxy decides. */
final class RetryPolicy {
  private RetryPolicy() {}

  /**
   * 500, 502, 503 and 504 are retried (the replica may be overloaded, restarting or gone); every
   * other status, 4xx in particular, is the model server's answer and passes through.
   */
  static boolean retryableStatus(int status) {
    return status == 500 || status == 502 || status == 503 || status == 504;
  }
}
