/**
 * 由 server/scripts/write-openapi.ts 根据服务端路由 schema 生成，请勿手工修改。
 * 重新生成：pnpm openapi
 */

export interface paths {
    "/api/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 存活检查（基准测试的空路由） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Ping"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 账号密码登录（scope=admin 仅限平台管理员） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        password: string;
                        /** @enum {string} */
                        scope?: "admin";
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LoginResult"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/send_sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发送短信验证码（6 位，10 分钟有效，每个手机号 60 秒内最多 1 条） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mobile: string;
                        /** @enum {string} */
                        scene: "login";
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SmsSent"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sms_login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 短信验证码登录 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mobile: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LoginResult"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 获取绑定当前会话的 CSRF 令牌 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CsrfToken"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 退出登录（会话立即失效） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户、账号与会话过期时间 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["UserInfo"];
                        };
                    };
                };
            };
        };
        put?: never;
        /** 修改昵称或头像 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nickname?: string;
                        image?: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["UserUpdated"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 修改密码（其他会话随之失效） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        old_password: string;
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/manager_menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户在该机构下允许的菜单分组与菜单项标题 */
        get: {
            parameters: {
                query?: {
                    institution_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MenuTitles"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/un_check_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 待审核计数（平台管理员：全平台；机构用户：本机构） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["UnCheckCount"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/msg_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 机构的待处理报名与注册审核数 */
        get: {
            parameters: {
                query: {
                    belong_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MsgCount"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/institution_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 机构列表（平台管理员：全部；机构用户：本人所属） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InstitutionList"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition_series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改赛事系列 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        /** @enum {integer} */
                        c_type?: 1 | 2;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        };
                    };
                };
            };
        };
        /** 新建赛事系列 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        institution_id: number;
                        name: string;
                        /** @enum {integer} */
                        c_type?: 1 | 2;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        };
                    };
                };
            };
        };
        /** 删除赛事系列（系列下没有赛事时） */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition_series/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事系列列表（平台管理员：全部，可按机构筛选；机构用户：必须指定本人所属机构） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    institution_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionSeriesList"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition_series/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事系列详情 */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionSeries"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改赛事基本信息（审核中不可修改） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        series_id?: number | null;
                        name?: string;
                        sport?: string;
                        level?: string;
                        /** Format: date-time */
                        start_at?: string;
                        /** Format: date-time */
                        end_at?: string;
                        location?: string;
                        venue_id?: number | null;
                        organisers?: string;
                        cover?: string;
                        introduction?: string;
                        contact_name?: string;
                        contact_phone?: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        };
                    };
                };
            };
        };
        /** 新建比赛（c_type 1）或活动（c_type 2），状态为草稿 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        institution_id: number;
                        /** @enum {integer} */
                        c_type: 1 | 2;
                        series_id?: number | null;
                        name: string;
                        sport?: string;
                        level?: string;
                        /** Format: date-time */
                        start_at: string;
                        /** Format: date-time */
                        end_at: string;
                        location?: string;
                        venue_id?: number | null;
                        organisers?: string;
                        cover?: string;
                        introduction?: string;
                        contact_name?: string;
                        contact_phone?: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        };
                    };
                };
            };
        };
        /** 删除赛事（仅草稿、已驳回、已撤回） */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事详情（含基本信息与管理权限码） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionDetail"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/filing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交报备（草稿、已驳回、已撤回 → 待审核） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 撤回报备（待审核 → 已撤回） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/competition/review_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 报备审核列表（平台管理员；已报备过的赛事，可按状态、类型、机构筛选） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "draft" | "pending" | "approved" | "rejected" | "withdrawn";
                    c_type?: 1 | 2;
                    institution_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionList"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/competition/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核报备：通过（发布到官网）或驳回（必须填写原因） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        action: "approve" | "reject";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事状态历史（谁、何时、为何） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionHistory"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/code/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 重新生成管理权限码（赛事所属机构） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PermissionCode"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/code/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 机构用户使用管理权限码，获得该赛事的管理权限 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CodeRedeemed"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/managers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 通过管理权限码获得授权的用户（赛事所属机构） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionManagers"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** 撤销某用户的赛事管理授权（赛事所属机构） */
        delete: {
            parameters: {
                query: {
                    id: number;
                    user_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/official/competition/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网赛事列表（仅已审核通过） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    c_type?: 1 | 2;
                    sport?: string;
                    keyword?: string;
                    month?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialCompetitionList"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/official/competition/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网赛事详情（仅已审核通过） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialCompetitionDetail"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事列表（平台管理员：全部，可按机构筛选；机构用户：必须指定本人所属机构） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "draft" | "pending" | "approved" | "rejected" | "withdrawn";
                    c_type?: 1 | 2;
                    keyword?: string;
                    institution_id?: number;
                    date_from?: string;
                    date_to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionList"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事详情（平台管理员、所属机构管理员、持有管理授权的用户） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Competition"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/search_institution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 按名称搜索机构（平台管理员） */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InstitutionOptions"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pay_order_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单列表（平台管理员：全部；机构用户：本人所属机构） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "待支付" | "已支付" | "已退款" | "已关闭";
                    keyword?: string;
                    institution_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OrderList"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pay_order_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单详情（含明细与状态记录） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OrderDetail"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venue_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场馆列表（平台管理员：全部；场馆管理员：本机构场馆） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                    status?: "pending" | "approved" | "rejected" | "closed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueList"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venue_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场馆详情（含场地） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueDetail"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/official/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网首页：头条、推荐赛事、合作伙伴、友情链接 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialHome"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/sms_outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 开发短信发件箱（仅 SMS_SENDER=outbox 时存在） */
        get: {
            parameters: {
                query: {
                    mobile: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SmsOutbox"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** 错误响应 */
        ErrorEnvelope: {
            errno: number;
            result: {
                errors: {
                    msg: string;
                }[];
            };
        };
        /** 用户所属机构 */
        ManagerData: {
            institution_id: number;
            name: string;
            logo: string;
            /** @enum {integer} */
            is_admin: 0 | 1;
            sports_venues_id: number;
            institution_type: number;
        };
        /** 账号（客户端 account Cookie） */
        Account: {
            user_id: number;
            /** @enum {integer} */
            is_admin: 0 | 1;
            institution_id: number;
            venues_id: number;
            sports_venues_id: number;
            /** @enum {integer} */
            isPerson: 0 | 1;
            manager_data: components["schemas"]["ManagerData"][];
        };
        /** 用户资料 */
        UserProfile: {
            id: number;
            account: string;
            nickname: string;
            image: string;
            mobile: string;
        };
        /** 登录结果 */
        LoginResult: {
            account: components["schemas"]["Account"];
            user: components["schemas"]["UserProfile"];
            /** Format: date-time */
            expire_time: string;
        };
        /** 当前用户信息 */
        UserInfo: {
            user: components["schemas"]["UserProfile"];
            account: components["schemas"]["Account"];
            /** Format: date-time */
            expire_time: string;
        };
        /** CSRF 令牌 */
        CsrfToken: {
            _token: string;
        };
        /** 开发短信发件箱消息 */
        SmsOutboxMessage: {
            mobile: string;
            content: string;
            code: string;
            sent_at: string;
        };
        /** 允许的菜单标题 */
        MenuTitles: {
            titles: string[];
        };
        /** 待审核计数 */
        UnCheckCount: {
            filing_count: number;
            add_photo_count: number;
            report_photo_count: number;
            add_venue_count: number;
            update_venue_count: number;
            feedback_count: number;
            refund_count: number;
            withdraw_count: number;
            article_check_count: number;
        };
        /** 消息计数 */
        MsgCount: {
            sign_count: number;
            check_register_count: number;
        };
        /** 机构 */
        Institution: {
            id: number;
            belong_id: number;
            institution_type: number;
            name: string;
            logo: string;
        };
        /** 机构选项 */
        InstitutionOption: {
            id: number;
            name: string;
        };
        /** 赛事 */
        Competition: {
            id: number;
            institution_id: number;
            institution_name: string;
            series_id: number | null;
            series_name: string;
            /** @enum {integer} */
            c_type: 1 | 2;
            name: string;
            sport: string;
            level: string;
            /** Format: date-time */
            start_at: string;
            /** Format: date-time */
            end_at: string;
            location: string;
            venue_id: number | null;
            venue_name: string;
            /** @enum {string} */
            status: "draft" | "pending" | "approved" | "rejected" | "withdrawn";
            /** @enum {integer} */
            is_filing: 0 | 1;
            /** Format: date-time */
            created_at: string;
        };
        /** 订单 */
        Order: {
            id: number;
            order_no: string;
            institution_id: number;
            institution_name: string;
            user_id: number | null;
            user_nickname: string;
            competition_id: number | null;
            subject: string;
            amount_cents: number;
            /** @enum {string} */
            status: "待支付" | "已支付" | "已退款" | "已关闭";
            pay_channel: string;
            paid_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** 订单明细 */
        OrderItem: {
            id: number;
            name: string;
            quantity: number;
            unit_price_cents: number;
            amount_cents: number;
        };
        /** 订单状态变更 */
        OrderStatusChange: {
            id: number;
            from_status: string;
            to_status: string;
            note: string;
            /** Format: date-time */
            created_at: string;
        };
        /** 订单详情 */
        OrderDetail: {
            id: number;
            order_no: string;
            institution_id: number;
            institution_name: string;
            user_id: number | null;
            user_nickname: string;
            competition_id: number | null;
            subject: string;
            amount_cents: number;
            /** @enum {string} */
            status: "待支付" | "已支付" | "已退款" | "已关闭";
            pay_channel: string;
            paid_at: string | null;
            /** Format: date-time */
            created_at: string;
            items: components["schemas"]["OrderItem"][];
            status_history: components["schemas"]["OrderStatusChange"][];
        };
        /** 场馆 */
        Venue: {
            id: number;
            institution_id: number;
            institution_name: string;
            name: string;
            address: string;
            city: string;
            district: string;
            sports: string[];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "closed";
            cover: string;
            phone: string;
            open_hours: string;
            court_count: number;
            /** Format: date-time */
            created_at: string;
        };
        /** 场地 */
        Court: {
            id: number;
            name: string;
            sport: string;
            /** @enum {integer} */
            indoor: 0 | 1;
            price_per_hour_cents: number;
            /** @enum {string} */
            status: "open" | "maintenance" | "closed";
        };
        /** 场馆详情 */
        VenueDetail: {
            id: number;
            institution_id: number;
            institution_name: string;
            name: string;
            address: string;
            city: string;
            district: string;
            sports: string[];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "closed";
            cover: string;
            phone: string;
            open_hours: string;
            court_count: number;
            /** Format: date-time */
            created_at: string;
            courts: components["schemas"]["Court"][];
        };
        /** 首页内容项 */
        HomeItem: {
            id: number;
            title: string;
            image: string;
            link: string;
        };
        /** 推荐赛事 */
        RecommendedEvent: {
            id: number;
            title: string;
            image: string;
            link: string;
            competition_id: number | null;
        };
        /** 友情链接 */
        FriendlyLink: {
            id: number;
            title: string;
            link: string;
        };
        /** 官网首页数据 */
        OfficialHome: {
            headlines: components["schemas"]["HomeItem"][];
            recommended_events: components["schemas"]["RecommendedEvent"][];
            partners: components["schemas"]["HomeItem"][];
            friendly_links: components["schemas"]["FriendlyLink"][];
        };
        /** 短信已发送 */
        SmsSent: {
            expire_in: number;
            resend_in: number;
        };
        /** 修改后的用户资料 */
        UserUpdated: {
            user: components["schemas"]["UserProfile"];
        };
        /** 存活检查 */
        Ping: {
            ok: boolean;
        };
        /** 机构搜索结果 */
        InstitutionOptions: {
            list: components["schemas"]["InstitutionOption"][];
        };
        /** 开发短信发件箱 */
        SmsOutbox: {
            list: components["schemas"]["SmsOutboxMessage"][];
        };
        /** 机构列表 */
        InstitutionList: {
            list: components["schemas"]["Institution"][];
            total: number;
        };
        /** 赛事列表 */
        CompetitionList: {
            list: components["schemas"]["Competition"][];
            total: number;
        };
        /** 赛事详情（含基本信息） */
        CompetitionDetail: {
            id: number;
            institution_id: number;
            institution_name: string;
            series_id: number | null;
            series_name: string;
            /** @enum {integer} */
            c_type: 1 | 2;
            name: string;
            sport: string;
            level: string;
            /** Format: date-time */
            start_at: string;
            /** Format: date-time */
            end_at: string;
            location: string;
            venue_id: number | null;
            venue_name: string;
            /** @enum {string} */
            status: "draft" | "pending" | "approved" | "rejected" | "withdrawn";
            /** @enum {integer} */
            is_filing: 0 | 1;
            /** Format: date-time */
            created_at: string;
            organisers: string;
            cover: string;
            /** @description 富文本，服务器已清洗 */
            introduction: string;
            contact_name: string;
            contact_phone: string;
            /** @description 管理权限码；仅赛事所属机构和平台管理员可见，其他人为空 */
            permission_code: string;
            /** @enum {integer} */
            can_own: 0 | 1;
        };
        /** 赛事系列 */
        CompetitionSeries: {
            id: number;
            institution_id: number;
            institution_name: string;
            name: string;
            /** @enum {integer} */
            c_type: 1 | 2;
            description: string;
            competition_count: number;
            /** Format: date-time */
            created_at: string;
        };
        /** 赛事系列列表 */
        CompetitionSeriesList: {
            list: components["schemas"]["CompetitionSeries"][];
            total: number;
        };
        /** 赛事状态变更记录 */
        CompetitionStatusChange: {
            id: number;
            /** @description 变更前状态；创建时为 null */
            from_status: string | null;
            /** @enum {string} */
            to_status: "draft" | "pending" | "approved" | "rejected" | "withdrawn";
            actor_id: number | null;
            actor_name: string;
            reason: string;
            /** Format: date-time */
            at: string;
        };
        /** 赛事状态历史 */
        CompetitionHistory: {
            list: components["schemas"]["CompetitionStatusChange"][];
        };
        /** 通过管理权限码获得授权的用户 */
        CompetitionManager: {
            user_id: number;
            account: string;
            nickname: string;
            granted_by: number | null;
            /** Format: date-time */
            granted_at: string;
        };
        /** 赛事授权管理人 */
        CompetitionManagers: {
            list: components["schemas"]["CompetitionManager"][];
        };
        /** 赛事管理权限码 */
        PermissionCode: {
            code: string;
        };
        /** 已获得赛事管理权限 */
        CodeRedeemed: {
            competition_id: number;
            name: string;
        };
        /** 新建对象的编号 */
        CreatedId: {
            id: number;
        };
        /** 官网赛事（已审核通过） */
        OfficialCompetition: {
            id: number;
            /** @enum {integer} */
            c_type: 1 | 2;
            name: string;
            sport: string;
            level: string;
            /** Format: date-time */
            start_at: string;
            /** Format: date-time */
            end_at: string;
            location: string;
            venue_name: string;
            institution_name: string;
            series_name: string;
            cover: string;
        };
        /** 官网赛事详情 */
        OfficialCompetitionDetail: {
            id: number;
            /** @enum {integer} */
            c_type: 1 | 2;
            name: string;
            sport: string;
            level: string;
            /** Format: date-time */
            start_at: string;
            /** Format: date-time */
            end_at: string;
            location: string;
            venue_name: string;
            institution_name: string;
            series_name: string;
            cover: string;
            organisers: string;
            introduction: string;
            contact_name: string;
            contact_phone: string;
        };
        /** 官网赛事列表 */
        OfficialCompetitionList: {
            list: components["schemas"]["OfficialCompetition"][];
            total: number;
        };
        /** 订单列表 */
        OrderList: {
            list: components["schemas"]["Order"][];
            total: number;
        };
        /** 场馆列表 */
        VenueList: {
            list: components["schemas"]["Venue"][];
            total: number;
        };
        /** 空结果 */
        Empty: Record<string, never>;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
