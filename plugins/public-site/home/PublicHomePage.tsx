import { Col, Row } from 'antd';
import { BookList } from './BookList.tsx';
import { CarouselBanner } from './CarouselBanner.tsx';
import { NewsList } from './NewsList.tsx';

/** The public portal home (/): the carousel, then news beside recommended books. */
export function PublicHomePage() {
  return (
    <Row gutter={[24, 24]}>
      <Col span={24}>
        <CarouselBanner />
      </Col>
      <Col xs={24} lg={10}>
        <NewsList />
      </Col>
      <Col xs={24} lg={14}>
        <BookList />
      </Col>
    </Row>
  );
}
