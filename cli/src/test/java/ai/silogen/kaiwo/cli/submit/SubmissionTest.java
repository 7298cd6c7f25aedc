package ai.silogen.kaiwo.cli.submit;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.submit.Submitter.Result;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import org.junit.jupiter.api.Test;

class SubmissionTest {

  @Test
  void anUpdateOfAStartedJobSaysItIsStoredButNotApplied() {
    assertThat(Submission.startedJob(WorkloadKind.JOB, Result.UPDATED, "RUNNING"))
        .hasValueSatisfying(
            note ->
                assertThat(note)
                    .startsWith("is RUNNING: the change is stored, but")
                    .contains("not applied")
                    .contains("SpecApplied"));
    assertThat(Submission.startedJob(WorkloadKind.JOB, Result.UPDATED, "STARTING")).isPresent();
  }

  @Test
  void saysNothingWhereTheChangeIsApplied() {
    assertThat(Submission.startedJob(WorkloadKind.JOB, Result.UPDATED, "PENDING")).isEmpty();
    assertThat(Submission.startedJob(WorkloadKind.JOB, Result.UPDATED, null)).isEmpty();
    assertThat(Submission.startedJob(WorkloadKind.JOB, Result.UNCHANGED, "RUNNING")).isEmpty();
    assertThat(Submission.startedJob(WorkloadKind.SERVICE, Result.UPDATED, "RUNNING")).isEmpty();
  }
}
