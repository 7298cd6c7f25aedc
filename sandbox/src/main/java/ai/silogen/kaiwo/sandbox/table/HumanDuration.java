package ai.silogen.kaiwo.sandbox.table;

import java.time.Duration;

/** Ages as kubectl prints them ({@code k8s.io/apimachinery/pkg/util/duration.HumanDuration}). */
public final class HumanDuration {

  private HumanDuration() {}

  public static String format(Duration d) {
    long seconds = d.toSeconds();
    if (seconds < -1) {
      return "<invalid>";
    } else if (seconds < 0) {
      return "0s";
    } else if (seconds < 60 * 2) {
      return seconds + "s";
    }
    long minutes = d.toMinutes();
    if (minutes < 10) {
      long s = seconds % 60;
      return s == 0 ? minutes + "m" : minutes + "m" + s + "s";
    } else if (minutes < 60 * 3) {
      return minutes + "m";
    }
    long hours = d.toHours();
    if (hours < 8) {
      long m = minutes % 60;
      return m == 0 ? hours + "h" : hours + "h" + m + "m";
    } else if (hours < 48) {
      return hours + "h";
    } else if (hours < 24 * 8) {
      long h = hours % 24;
      return h == 0 ? hours / 24 + "d" : hours / 24 + "d" + h + "h";
    } else if (hours < 24 * 365 * 2) {
      return hours / 24 + "d";
    } else if (hours < 24 * 365 * 8) {
      long days = (hours / 24) % 365;
      return days == 0 ? hours / 24 / 365 + "y" : hours / 24 / 365 + "y" + days + "d";
    }
    return hours / 24 / 365 + "y";
  }
}
