package ai.silogen.kaiwo.sandbox.server;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import io.fabric8.kubernetes.api.model.authorization.v1.ResourceRule;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectAccessReview;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectAccessReviewBuilder;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectRulesReview;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectRulesReviewBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The sandbox authorizes nothing, and says so to anyone who asks. */
class AccessReviewsTest {

  @RegisterExtension
  static final SandboxExtension SANDBOX = SandboxExtension.with(b -> b.installClasspathCrds(false));

  @Test
  void rulesReviewsAllowEveryVerbOnEveryResource() {
    SelfSubjectRulesReview review =
        SANDBOX
            .client()
            .resource(
                new SelfSubjectRulesReviewBuilder()
                    .withNewSpec()
                    .withNamespace("ns")
                    .endSpec()
                    .build())
            .create();

    assertThat(review.getStatus().getResourceRules())
        .singleElement()
        .extracting(ResourceRule::getVerbs, ResourceRule::getApiGroups, ResourceRule::getResources)
        .containsExactly(List.of("*"), List.of("*"), List.of("*"));
    assertThat(review.getSpec().getNamespace()).isEqualTo("ns");
  }

  @Test
  void accessReviewsAreAllowed() {
    SelfSubjectAccessReview review =
        SANDBOX
            .client()
            .resource(
                new SelfSubjectAccessReviewBuilder()
                    .withNewSpec()
                    .withNewResourceAttributes()
                    .withGroup("coordination.k8s.io")
                    .withResource("leases")
                    .withVerb("update")
                    .endResourceAttributes()
                    .endSpec()
                    .build())
            .create();

    assertThat(review.getStatus().getAllowed()).isTrue();
  }
}
