// Posts the "Spec change" workflow's comment on its pull request, or edits the one an earlier push posted, so the
// pull request carries one comment whatever the number of pushes. The comment is found by the hidden marker on the
// body's first line (`<!-- paydocs-spec-diff -->`, written by `paydocs-spec-diff comment`). Called from
// actions/github-script, which passes its authenticated `github` client and the event `context`;
// packages/ci/src/upsert-comment.test.ts runs it against a fake client.

/**
 * @param {{ github: any, context: { repo: { owner: string, repo: string }, issue: { number: number } }, body: string }} options
 * @returns {Promise<{ action: 'created' | 'updated', id: number }>}
 */
export async function upsertComment({ github, context, body }) {
  const marker = body.split('\n', 1)[0];
  if (!/^<!--.*-->$/.test(marker)) throw new Error(`the comment's first line must be its hidden marker (<!-- ... -->), got: ${marker}`);
  const where = { owner: context.repo.owner, repo: context.repo.repo, issue_number: context.issue.number };
  const comments = await github.paginate(github.rest.issues.listComments, { ...where, per_page: 100 });
  const previous = comments.find((comment) => typeof comment.body === 'string' && comment.body.startsWith(marker));
  if (previous) {
    await github.rest.issues.updateComment({ owner: where.owner, repo: where.repo, comment_id: previous.id, body });
    return { action: 'updated', id: previous.id };
  }
  const created = await github.rest.issues.createComment({ ...where, body });
  return { action: 'created', id: created.data.id };
}
