// The "Spec change" workflow's comment step (.github/scripts/upsert-comment.mjs) against a fake GitHub client: the
// first push creates the comment, later pushes edit that same comment, other comments are left alone.
import { describe, expect, test } from 'vitest';
// @ts-expect-error -- a plain ES module run by actions/github-script; its types are in JSDoc
import { upsertComment } from '../../../.github/scripts/upsert-comment.mjs';

interface Comment {
  id: number;
  body: string;
}

function fakeGitHub(existing: Comment[]) {
  const comments = [...existing];
  const calls: string[] = [];
  const rest = {
    issues: {
      listComments: async () => ({ data: comments }),
      updateComment: async ({ comment_id, body }: { comment_id: number; body: string }) => {
        calls.push(`update ${comment_id}`);
        comments.find((c) => c.id === comment_id)!.body = body;
      },
      createComment: async ({ body, issue_number }: { body: string; issue_number: number }) => {
        const id = 100 + comments.length;
        calls.push(`create on #${issue_number}`);
        comments.push({ id, body });
        return { data: { id } };
      },
    },
  };
  const paginate = async (method: () => Promise<{ data: Comment[] }>) => (await method()).data;
  return { github: { rest, paginate }, comments, calls };
}

const context = { repo: { owner: 'acme', repo: 'paydocs' }, issue: { number: 7 } };
const body = (text: string) => `<!-- paydocs-spec-diff -->\n${text}`;

describe('upsertComment', () => {
  test.each([
    { given: 'no comment yet', existing: [], want: { action: 'created', id: 100, calls: ['create on #7'] } },
    {
      given: 'a comment from an earlier push, among others',
      existing: [
        { id: 1, body: 'LGTM' },
        { id: 2, body: body('old report') },
      ],
      want: { action: 'updated', id: 2, calls: ['update 2'] },
    },
    {
      given: 'a comment quoting the marker later in its text',
      existing: [{ id: 3, body: `> see\n${body('x')}` }],
      want: { action: 'created', id: 101, calls: ['create on #7'] },
    },
  ])('$given', async ({ existing, want }) => {
    const fake = fakeGitHub(existing);
    const result = await upsertComment({ github: fake.github, context, body: body('new report') });
    expect({ ...result, calls: fake.calls }).toEqual(want);
    expect(fake.comments.filter((c) => c.body.startsWith('<!-- paydocs-spec-diff -->'))).toEqual([
      { id: want.id, body: body('new report') },
    ]);
  });

  test('two pushes leave one comment', async () => {
    const fake = fakeGitHub([]);
    await upsertComment({ github: fake.github, context, body: body('first') });
    await upsertComment({ github: fake.github, context, body: body('second') });
    expect(fake.comments).toEqual([{ id: 100, body: body('second') }]);
  });

  test('refuses a body without the marker', async () => {
    await expect(upsertComment({ github: fakeGitHub([]).github, context, body: 'report' })).rejects.toThrow(
      "the comment's first line must be its hidden marker",
    );
  });
});
