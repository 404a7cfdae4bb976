// Written by tests/integration/DemoOrganisation.test.ts from the reference server's demo rows; do not edit.
import type { UserFixture } from './FixtureCandidateDirectory.ts';

export const demoOrganisation: UserFixture = {
  "departments": [
    {
      "id": "1",
      "parent": null,
      "name": "融合科技有限公司"
    },
    {
      "id": "2",
      "parent": null,
      "name": "融合教育集团"
    },
    {
      "id": "11",
      "parent": "1",
      "name": "总经办"
    },
    {
      "id": "12",
      "parent": "1",
      "name": "技术中心"
    },
    {
      "id": "13",
      "parent": "12",
      "name": "研发部"
    },
    {
      "id": "14",
      "parent": "13",
      "name": "前端组"
    },
    {
      "id": "15",
      "parent": "13",
      "name": "后端组"
    },
    {
      "id": "16",
      "parent": "12",
      "name": "测试部"
    },
    {
      "id": "17",
      "parent": "1",
      "name": "财务部"
    },
    {
      "id": "18",
      "parent": "1",
      "name": "人力资源部"
    },
    {
      "id": "19",
      "parent": "1",
      "name": "法务部"
    },
    {
      "id": "21",
      "parent": "2",
      "name": "集团办公室"
    },
    {
      "id": "22",
      "parent": "2",
      "name": "教学管理中心"
    },
    {
      "id": "23",
      "parent": "22",
      "name": "教务处"
    },
    {
      "id": "24",
      "parent": "23",
      "name": "课程组"
    },
    {
      "id": "25",
      "parent": "22",
      "name": "学生处"
    },
    {
      "id": "26",
      "parent": "2",
      "name": "出版中心"
    },
    {
      "id": "27",
      "parent": "26",
      "name": "数字出版部"
    }
  ],
  "users": [
    {
      "id": "1",
      "name": "系统管理员",
      "active": true,
      "departments": [
        "11"
      ],
      "companies": [
        "1"
      ],
      "roles": [
        "1",
        "3"
      ],
      "sort": 1
    },
    {
      "id": "2",
      "name": "张三",
      "active": true,
      "departments": [
        "14"
      ],
      "companies": [
        "1"
      ],
      "roles": [
        "1"
      ],
      "sort": 4
    },
    {
      "id": "3",
      "name": "李四",
      "active": true,
      "departments": [
        "13"
      ],
      "companies": [
        "1"
      ],
      "roles": [
        "1",
        "2"
      ],
      "sort": 3
    },
    {
      "id": "4",
      "name": "王五",
      "active": true,
      "departments": [
        "17"
      ],
      "companies": [
        "1"
      ],
      "roles": [
        "1",
        "4"
      ],
      "sort": 8
    },
    {
      "id": "5",
      "name": "赵六",
      "active": true,
      "departments": [
        "19"
      ],
      "companies": [
        "1"
      ],
      "roles": [
        "1",
        "5"
      ],
      "sort": 10
    },
    {
      "id": "6",
      "name": "孙七",
      "active": true,
      "departments": [
        "18",
        "21"
      ],
      "companies": [
        "1",
        "2"
      ],
      "roles": [
        "1"
      ],
      "sort": 9
    },
    {
      "id": "7",
      "name": "周八",
      "active": false,
      "departments": [
        "16"
      ],
      "companies": [
        "1"
      ],
      "roles": [
        "1"
      ],
      "sort": 7
    },
    {
      "id": "8",
      "name": "吴九",
      "active": true,
      "departments": [
        "15"
      ],
      "companies": [
        "1"
      ],
      "roles": [
        "1"
      ],
      "sort": 5
    },
    {
      "id": "9",
      "name": "郑十",
      "active": true,
      "departments": [
        "16"
      ],
      "companies": [
        "1"
      ],
      "roles": [
        "1"
      ],
      "sort": 6
    },
    {
      "id": "10",
      "name": "钱一",
      "active": true,
      "departments": [
        "11"
      ],
      "companies": [
        "1"
      ],
      "roles": [
        "1",
        "2"
      ],
      "sort": 2
    },
    {
      "id": "11",
      "name": "陈静",
      "active": true,
      "departments": [
        "23"
      ],
      "companies": [
        "2"
      ],
      "roles": [
        "1",
        "2"
      ],
      "sort": 2
    },
    {
      "id": "12",
      "name": "林芳",
      "active": true,
      "departments": [
        "24"
      ],
      "companies": [
        "2"
      ],
      "roles": [
        "1",
        "4"
      ],
      "sort": 3
    },
    {
      "id": "13",
      "name": "黄伟",
      "active": true,
      "departments": [
        "27"
      ],
      "companies": [
        "2"
      ],
      "roles": [
        "1",
        "5"
      ],
      "sort": 5
    },
    {
      "id": "14",
      "name": "刘洋",
      "active": true,
      "departments": [
        "25"
      ],
      "companies": [
        "2"
      ],
      "roles": [
        "1"
      ],
      "sort": 4
    },
    {
      "id": "15",
      "name": "秦岚",
      "active": true,
      "departments": [
        "18"
      ],
      "companies": [
        "1"
      ],
      "roles": [
        "1"
      ],
      "sort": 11
    }
  ],
  "departmentManagerRole": "2"
};
