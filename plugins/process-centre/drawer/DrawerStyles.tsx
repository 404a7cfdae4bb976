import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Col, DatePicker, Drawer, Form, Input, InputNumber, Row, Select, Spin, Tabs, Typography } from 'antd';

/**
 * The antd components a task drawer and its business forms draw, rendered into a node outside
 * the page while the browser is idle (TaskDrawerHost). antd makes a component's styles the first
 * time one is drawn: making those of the drawer, its tabs and the contract form's controls at the
 * click was two fifths of the browser's work before the form showed (issue 26 item 12). Kept
 * mounted, as antd forgets the styles no mounted component uses and would make them again.
 */
export function DrawerStyles() {
  const [outside] = useState(() => document.createElement('div'));
  return createPortal(
    <>
      <Drawer open={false} />
      <Spin />
      <Tabs items={[{ key: 'form', label: 'form' }]} />
      <Typography.Title level={4} />
      <Form layout="vertical">
        <Row>
          <Col xs={24} md={12}>
            <Form.Item label="label">
              <Input disabled />
            </Form.Item>
          </Col>
        </Row>
        <Input.TextArea disabled />
        <Select disabled />
        <DatePicker.RangePicker disabled showTime />
        <InputNumber disabled />
      </Form>
    </>,
    outside,
  );
}
