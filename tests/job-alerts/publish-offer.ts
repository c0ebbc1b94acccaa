/**
 * An editor publishes the offer now with a new title in both languages, dated `publishedAt`
 * (by default now; an editor may date it earlier), as a publish in the Studio does.
 */
export async function publishOffer(id: string, title: string, publishedAt = new Date()) {
  const { localDataset } = await import('@/content/local-dataset');
  await (await localDataset()).mutate([
    {
      patch: {
        id,
        set: {
          'title.cs': title,
          'title.en': title,
          publishedAt: publishedAt.toISOString(),
          validThrough: null,
        },
      },
    },
  ]);
}
