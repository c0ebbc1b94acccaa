import type { StructureBuilder } from 'sanity/structure';
import { type ReviewRequest, reviewEndpoints } from './review-endpoints';
import { callSite } from './site-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The editors' list of documents members submitted, oldest first, each titled with its company,
 * who submitted it and when; opening one shows its **Approve and publish** and **Send back**.
 */
export const reviewList = (S: StructureBuilder) =>
  S.listItem()
    .title('Waiting for review')
    .id('waitingForReview')
    .child(async () => {
      const answer = await callSite<ReviewRequest[]>('GET', reviewEndpoints.requests);
      const requests = answer.ok ? answer.body : [];
      return S.list()
        .title('Waiting for review')
        .id('waitingForReview')
        .items(
          requests.map((request) =>
            S.listItem()
              .id(request.id)
              .title(
                `${request.title} · ${request.companyName} · ${request.submittedBy ?? 'a former member'}, ${when(request.submittedAt)}`,
              )
              .schemaType(request.type)
              .child(S.document().schemaType(request.type).documentId(request.id)),
          ),
        );
    });
