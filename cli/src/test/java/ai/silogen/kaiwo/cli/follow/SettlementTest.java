package ai.silogen.kaiwo.cli.follow;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SettlementTest {

  @ParameterizedTest(name = "{0} {1} -> {2}")
  @CsvSource({
    "JOB, NEW, WAITING",
    "JOB, PENDING, WAITING",
    "JOB, STARTING, WAITING",
    "JOB, RUNNING, WAITING",
    "JOB, COMPLETE, SUCCEEDED",
    "JOB, FAILED, FAILED",
    "JOB, ERROR, FAILED",
    "JOB, TERMINATED, FAILED",
    "SERVICE, PENDING, WAITING",
    "SERVICE, STARTING, WAITING",
    "SERVICE, RUNNING, SUCCEEDED",
    "SERVICE, FAILED, FAILED",
    "MODEL, PENDING, WAITING",
    "MODEL, READY, SUCCEEDED",
    "MODEL, UPDATING, WAITING",
    "MODEL, IDLE, SUCCEEDED",
    "MODEL, INVALID, FAILED",
    "MODEL, LOADING, WAITING",
    "MODEL, LOAD_FAILED, FAILED",
  })
  void jobsAreFollowedToTheirEndServicesAndModelsUntilTheyServe(
      WorkloadKind kind, String status, Settlement expected) {
    assertThat(Settlement.of(kind, status)).isEqualTo(expected);
  }

  @Test
  void aDeletedWorkloadHasFailed() {
    assertThat(Settlement.of(WorkloadKind.JOB, "DELETED")).isEqualTo(Settlement.FAILED);
  }
}
