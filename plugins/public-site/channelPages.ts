/*
 * The channels' pages in one lazily loaded chunk: together they are a few KB, and one import
 * site keeps the first load's route table small (each import site costs the entry bytes).
 */
export { DigitalPubDetailPage } from './digitalPub/DigitalPubDetailPage.tsx';
export { DigitalPubListPage } from './digitalPub/DigitalPubListPage.tsx';
export { DigitalResourcePage } from './digitalPub/DigitalResourcePage.tsx';
export { EduPubDetailPage } from './eduPub/EduPubDetailPage.tsx';
export { EduPubListPage } from './eduPub/EduPubListPage.tsx';
export { BookDetailPage } from './elaborateBook/BookDetailPage.tsx';
export { BookListPage } from './elaborateBook/BookListPage.tsx';
export { NewsDetailPage } from './news/NewsDetailPage.tsx';
export { NewsListPage } from './news/NewsListPage.tsx';
export { PartyBuildPage } from './partyBuild/PartyBuildPage.tsx';
export { PartyDetailPage } from './partyBuild/PartyDetailPage.tsx';
export { SearchResultPage } from './search/SearchResultPage.tsx';
