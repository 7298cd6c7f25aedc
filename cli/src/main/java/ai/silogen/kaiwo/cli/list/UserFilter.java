package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.operator.workload.model.WorkloadLabels;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Which users' workloads {@code kaiwo list} shows: {@code --user}, else the configured user, else
 * everyone's ({@code --all-users} always shows everyone's). Users are compared by their label value
 * ({@code kaiwo.silogen.ai/user}), so {@code alice@example.com} matches {@code alice-example.com}.
 *
 * <p>A workload that names no user at all (submitted with kubectl, or before a user was configured)
 * belongs to nobody, so no user filter hides it: a newly configured user must not make the Models
 * everyone uses disappear from {@code kaiwo list}. What the filter does hide is counted and said.
 */
public record UserFilter(Optional<String> user) implements Predicate<WorkloadView> {

  public static UserFilter of(String flag, Optional<String> configured, boolean allUsers) {
    if (allUsers) {
      return new UserFilter(Optional.empty());
    }
    return new UserFilter(Optional.ofNullable(flag).filter(s -> !s.isBlank()).or(() -> configured));
  }

  @Override
  public boolean test(WorkloadView workload) {
    String owner = workload.userLabel();
    return user.isEmpty() || owner.isEmpty() || WorkloadLabels.sanitize(user.get()).equals(owner);
  }
}
