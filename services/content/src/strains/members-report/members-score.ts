/**
 * Top Rated's ranking: a Bayesian average of our members' ratings. Every strain starts with
 * MEMBERS_PRIOR_WEIGHT imagined ratings of MEMBERS_PRIOR_MEAN (the middle of the 1–5 scale), so
 * one member's 5 stars (3.33) does not outrank twenty members averaging 4.5 (4.2). A strain no
 * member rated has no score and sorts after every rated one (by its catalogue rating). The prior is
 * a constant, not the catalogue-wide mean, so a strain's score changes only when its own ratings
 * do (it is stored and indexed; docs/decisions.md, issue 27).
 */
export const MEMBERS_PRIOR_MEAN = 3;
export const MEMBERS_PRIOR_WEIGHT = 5;

export const membersScore = (count: number, total: number): number | null =>
  count > 0 ? (MEMBERS_PRIOR_WEIGHT * MEMBERS_PRIOR_MEAN + total) / (MEMBERS_PRIOR_WEIGHT + count) : null;

/** The same in SQL, over a subquery's `n` (members) and `total` (sum of their ratings). */
export const MEMBERS_SCORE_SQL = `CASE WHEN n > 0 THEN (${MEMBERS_PRIOR_WEIGHT * MEMBERS_PRIOR_MEAN} + total) / (${MEMBERS_PRIOR_WEIGHT} + n) END`;

/**
 * review_count, members_rating (the members report's average) and members_score of the strains
 * `where` picks (alias s): each member counts once per source with their latest rating, as in the
 * members report.
 */
export const MEMBER_RATINGS_UPDATE_SQL = (where: string) => `
  UPDATE strains s SET (review_count, members_rating, members_score) = (
    SELECT n, average, ${MEMBERS_SCORE_SQL} FROM (
      SELECT count(*)::int AS n, avg(rating)::float8 AS average, coalesce(sum(rating), 0)::float8 AS total FROM (
        (SELECT DISTINCT ON (r.user_id) r.rating FROM strain_post_ratings r
          WHERE r.strain_key = s.name_key AND r.rating IS NOT NULL ORDER BY r.user_id, r.changed_at DESC)
        UNION ALL
        (SELECT DISTINCT ON (st.user_id) st.rating FROM strain_story_reports st
          WHERE st.strain_id = s.id AND st.rating IS NOT NULL ORDER BY st.user_id, st.updated_at DESC)
      ) members
    ) m)
  WHERE ${where}`;
