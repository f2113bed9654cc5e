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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Ping"];
                        } | components["schemas"]["Refusal"];
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
    "/api/system/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 任务队列（平台管理员） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    /** @description 队列名 */
                    name?: string;
                    state?: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                list: {
                                    /** @description 任务编号（UUID） */
                                    id: string;
                                    /** @description 队列名 */
                                    name: string;
                                    /** @description 队列的中文名称 */
                                    title: string;
                                    /**
                                     * @description created 排队中，retry 等待重试，active 执行中，completed 已完成，cancelled 已取消，failed 失败
                                     * @enum {string}
                                     */
                                    state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
                                    /** @description 已重试次数 */
                                    retry_count: number;
                                    /** @description 最多重试次数 */
                                    retry_limit: number;
                                    /** Format: date-time */
                                    created_on: string;
                                    /** Format: date-time */
                                    started_on: string | null;
                                    /** Format: date-time */
                                    completed_on: string | null;
                                    /** @description 最后一次失败的错误信息，没有为空 */
                                    error: string;
                                }[];
                                total: number;
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LoginResult"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
        /** 发送短信验证码（6 位，10 分钟有效，同一手机号同一用途 60 秒内最多 1 条，同一 IP 每小时有上限；scene=login 登录，enrolment 入驻申请，reset_password 找回密码，wechat_bind 微信登录绑定手机号） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        mobile: string;
                        /** @enum {string} */
                        scene: "login" | "enrolment" | "reset_password" | "wechat_bind";
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SmsSent"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        mobile: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LoginResult"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CsrfToken"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
        /**
         * 已停用：退出登录请用 POST /auth/logout（GET 不结束会话，答 405）
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 请使用 POST */
                405: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** 退出登录（需 X-CSRF-TOKEN；会话立即失效） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
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
    "/api/password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 找回密码：校验手机号与短信验证码（scene=reset_password），换取 10 分钟内有效、只能使用一次的重置凭证（验证码随之失效） */
        get: {
            parameters: {
                query: {
                    mobile: string;
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ResetGrant"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/password/reset/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 找回密码：凭重置凭证设置新密码（8–32 位，含字母和数字）；该账号的所有登录会话随之失效 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        reset_token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/auth/weixin/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 微信登录是否开启；本浏览器是否有待绑定手机号的微信授权 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["WechatStatus"];
                        } | components["schemas"]["Refusal"];
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
    "/api/auth/weixin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发起微信登录：返回微信授权地址，state 同时写入本浏览器的 HttpOnly Cookie（10 分钟内有效，只能使用一次）；未配置时答“未开启微信登录” */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        redirect?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["WechatAuthorize"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/auth/callback_weixin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 微信授权回调：state 须与本浏览器的 Cookie 一致且未用过、未过期；已绑定的微信直接登录并跳转 /wechat/loginSuccess，未绑定的跳转 /authorized 绑定手机号，失败跳转 /official/login?wechat_error= */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    state?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 查询参数不合法（errno 42200，不跳转） */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Refusal"];
                    };
                };
                /** @description 跳转到页面（Location） */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/auth/token_login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 微信首次登录绑定手机号：凭本浏览器待绑定的微信授权（Cookie）与手机号的短信验证码（scene=wechat_bind）绑定该手机号的账号（没有账号时新建个人账号）并登录 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        mobile: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["TokenLoginResult"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["UserInfo"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        nickname?: string;
                        image?: string & unknown;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["UserUpdated"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        old_password: string;
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
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
    "/api/user/customer_phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前账号绑定的手机号（中间四位隐藏） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CustomerPhone"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/user/mobile/send_sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 更换手机号：step=old 向原手机号发送验证码；step=new 凭更换凭证向新手机号发送验证码（新手机号不能已被其他账号使用） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        step: "old" | "new";
                        mobile?: string;
                        change_token?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SmsSent"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/phone/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 更换手机号：校验发到原手机号的验证码，换取 10 分钟内有效、只能使用一次的更换凭证 */
        get: {
            parameters: {
                query: {
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MobileChangeGrant"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/user/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 更换手机号：凭更换凭证与新手机号的验证码改绑手机号 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        change_token: string;
                        mobile: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["UserUpdated"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MenuTitles"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["UnCheckCount"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MsgCount"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InstitutionList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/institution_applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 入驻申请列表（平台管理员）：按机构类型、状态、关键词（名称、信用代码、联系人、手机号、申请编号）与提交日期筛选，最新在前 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    institution_type?: 1 | 2 | 3 | 4 | 5 | 6;
                    /** @description pending 待审核，approved 已通过，rejected 未通过 */
                    status?: "pending" | "approved" | "rejected";
                    keyword?: string;
                    date_from?: string;
                    date_to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InstitutionApplicationList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/institution_application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 入驻申请详情（平台管理员）：证照与照片、信用代码校验、联系人、审核记录、同一信用代码的其他申请 */
        get: {
            parameters: {
                query: {
                    /** @description 入驻申请 id */
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InstitutionApplicationDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/institution_application/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核入驻申请（平台管理员）：通过即创建机构、管理员账号（场馆运营方另建待审核场馆）并短信通知；驳回须填写原因，申请人在查询进度中可见 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InstitutionApplicationDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/institutions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 机构列表（平台管理员）：按机构类型、状态（正常 / 已停用）与名称筛选 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    institution_type?: 1 | 2 | 3 | 4 | 5 | 6;
                    /** @description approved 正常，disabled 已停用 */
                    status?: "approved" | "disabled";
                    name?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AdminInstitutionList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/institution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 机构详情（平台管理员）：基本信息、成员、停用 / 启用记录（操作人、时间、原因） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AdminInstitutionDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/institution/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 停用机构（平台管理员，须填写原因）：成员无法登录且登录状态立即失效，其赛事、资讯、场馆从官网与手机端下线，不再接受新订单；资金与已有订单、退款不受影响 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 机构 id */
                        id: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AdminInstitutionDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/institution/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 启用已停用的机构（平台管理员，原因可选）：恢复登录、公开页面与接单 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 机构 id */
                        id: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AdminInstitutionDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/operation_records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 操作记录列表（平台管理员：全部；机构管理员：本机构；新的在前） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    /** @description 机构（平台管理员可不传：全部） */
                    institution_id?: number;
                    /** @description 操作人：昵称、账号或用户编号 */
                    actor?: string;
                    /** @description 对象类型（数据表名） */
                    object_type?: string;
                    /** @description 对象编号 */
                    object_id?: string;
                    /** @description 对象的变化：insert 新增 / update 修改 / delete 删除 */
                    action?: "insert" | "update" | "delete";
                    /** @description 操作或对象名称 */
                    keyword?: string;
                    /** @description 开始日期（含，中国时间） */
                    from?: string;
                    /** @description 结束日期（含，中国时间） */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OperationRecordList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/operation_record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 操作记录详情：变更的数据与字段（变更前 → 变更后；密码、验证码等只显示已变更） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OperationRecordDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/operation_records/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导出操作记录（xlsx，后台生成；筛选同 /admin/operation_records；进度与下载见 /admin/export_task） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 机构（平台管理员可不传：全部） */
                        institution_id?: number;
                        /** @description 操作人：昵称、账号或用户编号 */
                        actor?: string;
                        /** @description 对象类型（数据表名） */
                        object_type?: string;
                        /** @description 对象编号 */
                        object_id?: string;
                        /**
                         * @description 对象的变化：insert 新增 / update 修改 / delete 删除
                         * @enum {string}
                         */
                        action?: "insert" | "update" | "delete";
                        /** @description 操作或对象名称 */
                        keyword?: string;
                        /**
                         * Format: date
                         * @description 开始日期（含，中国时间）
                         */
                        from?: string;
                        /**
                         * Format: date
                         * @description 结束日期（含，中国时间）
                         */
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 省级行政区（身份证号地区码表，注册时选择所在地区） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CountryList"];
                        } | components["schemas"]["Refusal"];
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
    "/api/check/register_time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 注册时间校验：该注册要求当前是否在注册时间内，不在时给出原因（注册尚未开始 / 注册已结束） */
        get: {
            parameters: {
                query: {
                    /** @description 注册要求 id */
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegisterTime"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/register/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 正在注册中的注册要求（各机构），个人用户选择注册机构 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    /** @description athlete 运动员，referee 裁判员 */
                    kind?: "athlete" | "referee";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegisterSettingList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/register/setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一项注册要求（个人用户：仅注册中的） */
        get: {
            parameters: {
                query: {
                    /** @description 注册要求 id */
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegisterSetting"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/register/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本人的实名认证（未认证：status none） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PersonIdentity"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
            };
        };
        put?: never;
        /** 提交实名认证（个人用户）：真实姓名、身份证号（校验失败：身份证号格式错误）、本人照片；已认证的不能修改 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        real_name: string;
                        id_card: string;
                        photo: string & unknown;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PersonIdentity"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
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
    "/api/register/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的注册（运动员或裁判员），最新在前 */
        get: {
            parameters: {
                query?: {
                    /** @description athlete 运动员，referee 裁判员 */
                    kind?: "athlete" | "referee";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MyRegistrations"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/register/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本人的一条注册（注册信息） */
        get: {
            parameters: {
                query: {
                    /** @description 注册 id */
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegistrationDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交新注册（个人用户）：须先实名认证，在注册时间内，同一期只能注册一次（未通过的可重新提交） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        setting_id: number;
                        /**
                         * @description athlete 运动员，referee 裁判员
                         * @enum {string}
                         */
                        kind: "athlete" | "referee";
                        sport: string;
                        level?: string;
                        region?: string;
                        mobile?: string;
                        intro?: string;
                        documents?: {
                            name: string;
                            url: string & unknown;
                        }[];
                        /** @enum {integer} */
                        is_public?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegistrationDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/register/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 运动员/裁判员注册名单：平台管理员看全部（可按机构），机构只看在本机构提交的注册；按类型、状态、项目、注册要求、关键字筛选 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    /** @description 机构（平台管理员可选；机构用户为当前机构） */
                    institution_id?: number;
                    /** @description athlete 运动员，referee 裁判员 */
                    kind?: "athlete" | "referee";
                    /** @description pending 待审核，approved 已通过，rejected 未通过 */
                    status?: "pending" | "approved" | "rejected";
                    sport?: string;
                    setting_id?: number;
                    /** @description 姓名、手机号、机构名称 */
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegistrationList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/register/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导出注册名单（xlsx，后台生成；筛选与范围同 /admin/register/list；进度与下载见 /admin/export_task） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 机构（平台管理员可选；机构用户为当前机构） */
                        institution_id?: number;
                        /**
                         * @description athlete 运动员，referee 裁判员
                         * @enum {string}
                         */
                        kind?: "athlete" | "referee";
                        /**
                         * @description pending 待审核，approved 已通过，rejected 未通过
                         * @enum {string}
                         */
                        status?: "pending" | "approved" | "rejected";
                        sport?: string;
                        setting_id?: number;
                        /** @description 姓名、手机号、机构名称 */
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/register/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一条注册的详情（审核用：实名信息、照片、材料） */
        get: {
            parameters: {
                query: {
                    /** @description 注册 id */
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegistrationDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/register/examine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 注册审核（本机构管理员）：通过或驳回（须填原因）待审核的注册；不能审核本人的注册；通过即完成实名认证 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegistrationDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/register/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 注册要求设置：本机构的注册要求（报名窗口），最新在前 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    institution_id?: number;
                    /** @description athlete 运动员，referee 裁判员 */
                    kind?: "athlete" | "referee";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegisterSettingList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/register/setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 设置详情：一项注册要求（本机构管理员与平台管理员） */
        get: {
            parameters: {
                query: {
                    /** @description 注册要求 id */
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegisterSetting"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        put?: never;
        /** 保存注册要求（体育局、协会的管理员）：名称、类型、项目、必填信息、须上传的材料、注册开始与结束时间；带 id 为修改 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 修改时：注册要求 id */
                        id?: number;
                        institution_id: number;
                        /**
                         * @description athlete 运动员，referee 裁判员
                         * @enum {string}
                         */
                        kind: "athlete" | "referee";
                        title: string;
                        sports: string[];
                        fields?: ("level" | "region" | "mobile" | "intro")[];
                        documents?: string[];
                        notice?: string;
                        /** Format: date-time */
                        starts_at: string;
                        /** Format: date-time */
                        ends_at: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RegisterSetting"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/managers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 权限管理：本机构的成员、待接受的邀请、角色，以及角色编辑器的菜单分组（本人在各分组的权限） */
        get: {
            parameters: {
                query: {
                    /** @description 机构 id */
                    institution_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                groups: {
                                    key: string;
                                    title: string;
                                    /** @enum {string} */
                                    access: "none" | "read" | "write";
                                }[];
                                /** @description 1 是 0 否 */
                                is_owner: number;
                                members: {
                                    id: number;
                                    user_id: number;
                                    account: string;
                                    nickname: string;
                                    mobile: string;
                                    /** @description 1 是 0 否 */
                                    is_owner: number;
                                    /** @description 0：负责人或全部权限 */
                                    role_id: number;
                                    role_name: string;
                                    /** @description 1 是 0 否 */
                                    disabled?: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                invitations: {
                                    id: number;
                                    mobile: string;
                                    role_id: number;
                                    role_name: string;
                                    /** Format: date-time */
                                    expires_at: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                roles: {
                                    id: number;
                                    name: string;
                                    /** @description 菜单分组 key → read（只读）或 write（读写）；缺省为无 */
                                    permissions: {
                                        [key: string]: "read" | "write";
                                    };
                                    members: number;
                                }[];
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成员详情：账号、角色与各菜单分组的权限 */
        get: {
            parameters: {
                query: {
                    /** @description 机构 id */
                    institution_id: number;
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                id: number;
                                user_id: number;
                                account: string;
                                nickname: string;
                                mobile: string;
                                /** @description 1 是 0 否 */
                                is_owner: number;
                                /** @description 0：负责人或全部权限 */
                                role_id: number;
                                role_name: string;
                                /** @description 1 是 0 否 */
                                disabled?: number;
                                /** Format: date-time */
                                created_at: string;
                                /** @description 菜单分组 key → read（只读）或 write（读写）；缺省为无 */
                                permissions: {
                                    [key: string]: "read" | "write";
                                };
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/manager/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 邀请成员：按手机号邀请并指定角色（不超过本人的权限）；验证码短信发到该手机号，对方在「接受邀请」页设置密码后加入 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 机构 id */
                        institution_id: number;
                        /** @description 手机号 */
                        mobile: string;
                        role_id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                id: number;
                                /** Format: date-time */
                                expires_at: string;
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/manager/invitation/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 撤销尚未接受的邀请 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 机构 id */
                        institution_id: number;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: Record<string, never>;
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/manager/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 修改成员角色或设为负责人（owner）：该成员的所有会话立即结束；最后一名负责人不能降级 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 机构 id */
                        institution_id: number;
                        id: number;
                        owner: boolean;
                        role_id?: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: Record<string, never>;
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/manager/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 移除成员：该成员的所有会话立即结束；最后一名负责人不能移除 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 机构 id */
                        institution_id: number;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: Record<string, never>;
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本机构的角色（同 /admin/managers 的 roles 与 groups） */
        get: {
            parameters: {
                query: {
                    /** @description 机构 id */
                    institution_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                groups: {
                                    key: string;
                                    title: string;
                                    /** @enum {string} */
                                    access: "none" | "read" | "write";
                                }[];
                                roles: {
                                    id: number;
                                    name: string;
                                    /** @description 菜单分组 key → read（只读）或 write（读写）；缺省为无 */
                                    permissions: {
                                        [key: string]: "read" | "write";
                                    };
                                    members: number;
                                }[];
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑角色（editauthority）：使用该角色的成员立即按新权限 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 机构 id */
                        institution_id: number;
                        name: string;
                        /** @description 菜单分组 key → read（只读）或 write（读写）；缺省为无 */
                        permissions: {
                            [key: string]: "read" | "write";
                        };
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                id: number;
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增角色（addauthority）：各菜单分组 无 / 只读 / 读写，不超过本人的权限 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 机构 id */
                        institution_id: number;
                        name: string;
                        /** @description 菜单分组 key → read（只读）或 write（读写）；缺省为无 */
                        permissions: {
                            [key: string]: "read" | "write";
                        };
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                id: number;
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除角色（没有成员和待接受的邀请使用时） */
        delete: {
            parameters: {
                query: {
                    /** @description 机构 id */
                    institution_id: number;
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: Record<string, never>;
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff_invitation/send_sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 接受邀请：向有待接受邀请的手机号发送验证码 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 手机号 */
                        mobile: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: Record<string, never>;
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/staff_invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 接受邀请：手机号与验证码即本人同意加入邀请的机构；新账号须设置密码（请设置登录密码），已有账号填写则更换密码 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 手机号 */
                        mobile: string;
                        code: string;
                        password?: string;
                        nickname?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                account: string;
                                institutions: string[];
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionSeriesList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionSeries"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
        /** 修改赛事基本信息（审核中不可修改）。已发布（审核通过）的赛事修改名称、封面、简介须经平台审核：提交为待审核的信息变更，审核通过前官网仍显示原内容；其他信息立即生效 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionSaved"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionHistory"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PermissionCode"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CodeRedeemed"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionManagers"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialCompetitionList"];
                        } | components["schemas"]["Refusal"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialCompetitionDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/change/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 撤回待审核的信息变更（已发布赛事的名称、封面、简介的修改）；id 为赛事编号 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/competition/change_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信息变更审核列表（平台管理员）：已发布赛事的名称、封面、简介的修改，附官网当前内容；待审核在前 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "pending" | "approved" | "rejected" | "withdrawn";
                    institution_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionChangeList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/competition/change_review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核信息变更：通过（官网显示修改后的名称、封面、简介）或驳回（必须填写原因，官网不变） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/create_phase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新建赛程阶段（联赛、小组赛或淘汰赛） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        event_item_id: number;
                        name: string;
                        description?: string;
                        /** @enum {string} */
                        format: "league" | "groups" | "knockout";
                        config?: {
                            /** @enum {integer} */
                            cycles?: 1 | 2;
                            group_count?: number;
                            /** @enum {string} */
                            draw?: "snake" | "pots" | "seeded" | "random";
                            pot_size?: number;
                            separate_affiliation?: boolean;
                            protected_seeds?: number;
                            third_place?: boolean;
                            /** Format: date-time */
                            first_round_at?: string | null;
                            round_interval_minutes?: number;
                            qualification?: {
                                from_phase_id: number;
                                rules: ({
                                    top: number;
                                } | {
                                    best_of_place: number;
                                    count: number;
                                })[];
                            } | null;
                        };
                        seed?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/phase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛程阶段列表（event_item_id）或单个阶段（id），含参赛者、场次与已完赛数 */
        get: {
            parameters: {
                query?: {
                    event_item_id?: number;
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SchedulePhaseList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 修改赛程阶段（名称和说明随时可改；修改赛制、设置或抽签种子会清除已生成的赛程，已有比赛录入成绩后不可修改） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        description?: string;
                        /** @enum {string} */
                        format?: "league" | "groups" | "knockout";
                        config?: {
                            /** @enum {integer} */
                            cycles?: 1 | 2;
                            group_count?: number;
                            /** @enum {string} */
                            draw?: "snake" | "pots" | "seeded" | "random";
                            pot_size?: number;
                            separate_affiliation?: boolean;
                            protected_seeds?: number;
                            third_place?: boolean;
                            /** Format: date-time */
                            first_round_at?: string | null;
                            round_interval_minutes?: number;
                            qualification?: {
                                from_phase_id: number;
                                rules: ({
                                    top: number;
                                } | {
                                    best_of_place: number;
                                    count: number;
                                })[];
                            } | null;
                        };
                        seed?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        post?: never;
        /** 删除赛程阶段（已有比赛录入成绩后不可删除） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedule/create_schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 生成赛程（同一抽签种子生成相同赛程；首场成绩录入前可重新生成） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        phase_id: number;
                        seed?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScheduleGenerated"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛程生成进度 */
        get: {
            parameters: {
                query: {
                    phase_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScheduleProgress"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/phase_round": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 阶段的轮次（按小组） */
        get: {
            parameters: {
                query: {
                    phase_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScheduleRoundList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/phase_match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 阶段的对阵（可按轮次、小组筛选） */
        get: {
            parameters: {
                query: {
                    phase_id: number;
                    round?: number;
                    group?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScheduleFixtureList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/match_info/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 保存对阵的时间、场地与裁判，返回保存后本赛事的赛程冲突 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** Format: date-time */
                        starts_at?: string | null;
                        court_id?: number | null;
                        court_name?: string;
                        referee_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScheduleMatchSaved"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/courts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事举办场馆的场地（赛事管理者可读，场馆属于其他机构时也可；未选场馆时为空） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScheduleCourtList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/clashes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事的赛程冲突（同一队伍、运动员、裁判或场地同时段重复安排） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScheduleClashList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/referees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 可安排的裁判员（已审核通过的裁判注册） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScheduleRefereeList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/official/competition/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网赛程：项目、阶段与对阵（仅已审核通过的赛事） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialSchedule"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/official/competition/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网实时比分：进行中与今天的比赛（页面定时刷新） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LiveFixtures"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/ranking_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 项目的计分规则（未保存时为默认规则；该项目比赛的裁判可查看，以便录入比分） */
        get: {
            parameters: {
                query: {
                    event_item_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScoreRule"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 保存项目的计分规则（胜平负与弃权积分、计分方式、排名规则顺序） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        event_item_id: number;
                        /** @enum {string} */
                        model: "goals" | "sets" | "timed" | "measured";
                        /** @enum {string} */
                        direction?: "lower" | "higher";
                        precision?: number;
                        points_win: number;
                        points_draw: number;
                        points_loss: number;
                        points_forfeit: number;
                        forfeit_winner_score?: number;
                        forfeit_loser_score?: number;
                        tiebreakers: ("points" | "head_to_head" | "difference" | "scored" | "wins" | "fair_play" | "lots")[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScoreRule"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedule/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 录入或修改比分（赛事管理者或该场比赛的裁判；修改需填写原因，淘汰赛自动晋级） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        fixture_id: number;
                        home_score: number;
                        away_score: number;
                        sets?: {
                            home: number;
                            away: number;
                        }[] | null;
                        /** @enum {string|null} */
                        forfeit?: "home" | "away" | "both" | null;
                        home_fair_play?: number;
                        away_fair_play?: number;
                        version: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScoreSaved"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/score_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 比分变更历史（谁、何时、为何、改前改后） */
        get: {
            parameters: {
                query: {
                    fixture_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScoreHistory"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/referee/fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 裁判本人被安排的比赛（跨赛事） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScheduleFixtureList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/schedule/group_ranks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 小组排名（每组一张积分榜，含排名原因） */
        get: {
            parameters: {
                query: {
                    phase_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PhaseStandings"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/integral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 联赛积分榜（含排名原因） */
        get: {
            parameters: {
                query: {
                    phase_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PhaseStandings"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/knockout_draws": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 淘汰赛签表（轮次、对阵、种子、轮空、胜者、冠军） */
        get: {
            parameters: {
                query: {
                    phase_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["KnockoutBracket"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/qualify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 按本阶段的晋级规则从上一阶段确定晋级名单（上一阶段全部完赛后） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        phase_id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["QualifyResult"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/award": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 项目的奖项（名次范围） */
        get: {
            parameters: {
                query: {
                    event_item_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AwardList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 修改奖项 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        place_from: number;
                        place_to: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增奖项（名次范围不能与已有奖项重叠） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        event_item_id: number;
                        name: string;
                        place_from: number;
                        place_to: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除奖项 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 比赛成绩：各项目参赛者的最终名次与所获奖项 */
        get: {
            parameters: {
                query: {
                    id: number;
                    event_item_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Achievements"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/official/competition/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网比赛成绩（最终名次与奖项，仅已审核通过的赛事） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Achievements"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/official/competition/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网积分榜（联赛或各小组） */
        get: {
            parameters: {
                query: {
                    phase_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PhaseStandings"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/official/competition/bracket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网淘汰赛签表 */
        get: {
            parameters: {
                query: {
                    phase_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["KnockoutBracket"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/schedule/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 直播比分：开始比赛（0:0）、更新实时比分、取消开始（赛事管理者或该场比赛的裁判；终场比分请用比分录入） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        fixture_id: number;
                        /** @enum {string} */
                        action: "start" | "update" | "stop";
                        home_score?: number;
                        away_score?: number;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ScoreSaved"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/sign_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 主办方修改报名信息（名称、联系方式、单位、种子号、队员） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        entrant_name?: string;
                        real_name?: string;
                        phone?: string;
                        affiliation?: string;
                        seed?: number | null;
                        members?: {
                            real_name?: string;
                            id_card?: string;
                            phone?: string;
                            /** @enum {integer} */
                            gender?: 0 | 1 | 2;
                            birth_date?: string | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 报名：个人用户在官网为本人报名（个人项目）或作为队长带队员报名（团体项目）；主办方也可添加报名 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 赛事编号 */
                        id: number;
                        event_item_id: number;
                        seed?: number | null;
                        real_name?: string;
                        id_card?: string;
                        phone?: string;
                        /** @enum {integer} */
                        gender?: 0 | 1 | 2;
                        birth_date?: string | null;
                        team_name?: string;
                        affiliation?: string;
                        extra?: {
                            [key: string]: string;
                        };
                        members?: {
                            real_name?: string;
                            id_card?: string;
                            phone?: string;
                            /** @enum {integer} */
                            gender?: 0 | 1 | 2;
                            birth_date?: string | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SignUpCreated"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 取消报名：本人取消，或主办方填写原因取消；空出的名额递补候补，未支付的报名费订单关闭 */
        delete: {
            parameters: {
                query: {
                    id: number;
                    reason?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/sign_info/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 批量审核报名：通过（待审核）或驳回（待审核、候补，必须填写原因）；驳回后空出的名额递补候补 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 赛事编号 */
                        id: number;
                        ids: number[];
                        /** @enum {string} */
                        action: "approve" | "reject";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SignUpReviewed"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 个人报名列表（按项目、状态、关键词（姓名/队名/手机号/身份证号）筛选；身份证号打码） */
        get: {
            parameters: {
                query: {
                    id: number;
                    event_item_id?: number;
                    status?: "pending" | "approved" | "rejected" | "cancelled" | "waiting";
                    keyword?: string;
                    start?: number;
                    count?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SignUpEntryList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 团体报名列表（按项目、状态、关键词（姓名/队名/手机号/身份证号）筛选；身份证号打码） */
        get: {
            parameters: {
                query: {
                    id: number;
                    event_item_id?: number;
                    status?: "pending" | "approved" | "rejected" | "cancelled" | "waiting";
                    keyword?: string;
                    start?: number;
                    count?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SignUpEntryList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/player/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 个人报名详情（队员、状态历史、报名费订单；主办方可见完整身份证号，本人可见打码信息） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SignUpDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/team/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 团体报名详情（队员、状态历史、报名费订单；主办方可见完整身份证号，本人可见打码信息） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SignUpDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/user/sign_ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的报名（本人在所有赛事中的报名、状态与报名费订单） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SignUpEntryList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/competition/sign_info/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 下载报名导入模板（xlsx，中文表头，* 为必填） */
        get: {
            parameters: {
                query: {
                    id: number;
                    event_item_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description xlsx 文件（Content-Disposition: attachment） */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "application/json": components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/sign_info/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导入报名（xlsx，Base64）：先校验全部行，任何一行有误则全部不导入并按行报告错误 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        event_item_id: number;
                        file_name: string;
                        content_base64: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SignUpImported"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/pay_order/mark_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 线下收款：将待支付的报名费订单标记为已支付（订单所属机构管理员或平台管理员；记录操作人与时间；需要 Idempotency-Key）。其他订单（如直播套餐）不能线下标记 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        note: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/requirement/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 报名设置与报名项目（含各项目已通过、待审核、候补人数与剩余名额） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SignUpRequirement"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/requirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 保存报名设置（报名时间、是否审核、候补、必填字段、自定义字段、是否开放） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        opens_at?: string | null;
                        closes_at?: string | null;
                        /** @enum {integer} */
                        review_required?: 0 | 1;
                        /** @enum {integer} */
                        waiting_list?: 0 | 1;
                        required_fields?: string[];
                        custom_fields?: {
                            key: string;
                            label: string;
                            required?: boolean;
                        }[];
                        /** @enum {integer} */
                        enabled?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SignUpSettings"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/requirement/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改报名项目（名额不能少于已报名人数；扩容后自动递补候补） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        /** @enum {string} */
                        entry_type?: "individual" | "team";
                        /** @enum {integer} */
                        gender?: 0 | 1 | 2;
                        age_group?: string;
                        birth_from?: string | null;
                        birth_to?: string | null;
                        capacity?: number;
                        fee?: number | string;
                        team_min?: number;
                        team_max?: number;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增报名项目（组别）：名额 0 = 不限，报名费单位为元（两位小数） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        competition_id: number;
                        name: string;
                        /** @enum {string} */
                        entry_type?: "individual" | "team";
                        /** @enum {integer} */
                        gender?: 0 | 1 | 2;
                        age_group?: string;
                        birth_from?: string | null;
                        birth_to?: string | null;
                        capacity?: number;
                        fee?: number | string;
                        team_min?: number;
                        team_max?: number;
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除报名项目（已有报名的项目不能删除） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/official/competition/sign_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网报名表单：报名项目、报名费、剩余名额、开放状态与原因、需填写的字段（仅已审核通过的赛事） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialSignUp"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 录入或更正运动员成绩（计时/计量项目；更正须填写原因，保留修改前的成绩） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        event_item_id: number;
                        sign_up_id: number;
                        value?: number | null;
                        /** @enum {string} */
                        status: "ok" | "DNF" | "DNS" | "DQ";
                        version?: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ResultSaved"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/result/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 项目的参赛者及成绩、名次（按计分规则排名；未录入的排在最后） */
        get: {
            parameters: {
                query: {
                    event_item_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ResultList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/result/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成绩修改历史（谁、何时、为何，修改前后） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ResultHistory"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/grade/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 成绩管理列表（平台管理员：全部已发布赛事；主办方：本机构及获授权的赛事），按项目统计 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                    sport?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["GradeCompetitionList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/competition/grade_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事中有成绩的项目（成绩查询；已发布赛事公开） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["GradeItems"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/grades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事某项目的成绩与名次（成绩查询；不指定项目时为第一个有成绩的项目） */
        get: {
            parameters: {
                query: {
                    id: number;
                    event_item_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["GradeBoard"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 最高纪录管理列表（平台管理员；待审核的排在前面） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "pending" | "ratified" | "rejected" | "superseded";
                    sport?: string;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SportRecordList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/records/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 某运动项目/项目/性别/年龄组纪录的全部历史（新的在前） */
        get: {
            parameters: {
                query: {
                    sport: string;
                    item_name: string;
                    gender: 0 | 1 | 2;
                    age_group?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SportRecordHistory"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/records/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核纪录提议：认定（成为新纪录，原纪录标记为已被打破）或驳回（必须填写原因） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        action: "ratify" | "reject";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/tops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网最高纪录（已认定），可按运动项目、性别、年龄组、关键字筛选 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    sport?: string;
                    gender?: 0 | 1 | 2;
                    age_group?: string;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PublicRecordList"];
                        } | components["schemas"]["Refusal"];
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
    "/api/competition/top_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 有已认定纪录的运动项目与项目名（官网纪录页筛选项） */
        get: {
            parameters: {
                query?: {
                    sport?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RecordItems"];
                        } | components["schemas"]["Refusal"];
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
    "/api/competition/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新建下载任务（报名名单、赛程、成绩、排名；后台生成 xlsx） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "sign_ups" | "schedule" | "results" | "rankings";
                        event_item_id?: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除下载任务 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition/download/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事的下载任务（新的在前，含进度与状态） */
        get: {
            parameters: {
                query: {
                    id: number;
                    start?: number;
                    count?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ExportTaskList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/download/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 下载已生成的 xlsx 文件（未生成时返回 40000 文件尚未生成） */
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
                /** @description xlsx 文件 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "application/json": components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/institution/project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 运动项目列表（新建赛事与官网筛选使用） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SportProjects"];
                        } | components["schemas"]["Refusal"];
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
    "/api/competition/venue_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 可选举办场馆（已审核通过的场馆，按名称或地址搜索；平台管理员和机构用户） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueOptionList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
        /** 赛事列表（平台管理员：全部，可按机构筛选；机构用户：必须指定本人所属机构，另列出通过管理权限码授权给本账号的赛事） */
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
                    series_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CompetitionList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Competition"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InstitutionOptions"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/user/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的订单：当前用户作为付款人的订单（报名费、直播套餐、充值……） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "待支付" | "已支付" | "已退款" | "已关闭";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PayerOrderList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/pay_order/statues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单支付状态（收银台轮询）：付款人、订单所属机构或平台管理员可查；等待较久的支付单会向网关查询一次 */
        get: {
            parameters: {
                query: {
                    order_no: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PayOrderStatus"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/pay_order/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发起支付（付款人）：账户余额立即完成；微信支付、支付宝返回支付页或二维码。需要 Idempotency-Key 请求头，金额由服务端按订单计算 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        order_no: string;
                        /** @enum {string} */
                        channel: "wechat" | "alipay" | "balance";
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PayStart"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/sandbox_gateway/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 沙箱网关：支付页显示的支付单（测试环境，不产生真实扣款） */
        get: {
            parameters: {
                query: {
                    payment_no: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SandboxPayment"];
                        } | components["schemas"]["Refusal"];
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
    "/api/sandbox_gateway/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 沙箱网关：测试者确认支付或取消；随后网关向平台发送签名的异步通知，直到平台确认收到 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        payment_no: string;
                        /** @enum {string} */
                        action: "pay" | "cancel";
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SandboxDecision"];
                        } | components["schemas"]["Refusal"];
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
    "/api/refund/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 申请退款前：订单已付、已退、按赛事退款规则此刻可退的金额（付款人） */
        get: {
            parameters: {
                query: {
                    order_no: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RefundPreview"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/refund/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 付款人申请退款（报名费订单，按赛事退款规则；需要 Idempotency-Key），由收款机构或平台管理员审核 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        order_no: string;
                        /** @description 金额（分） */
                        amount_cents: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RefundItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/refund/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 机构发起退款（订单所属机构管理员或平台管理员；不受退款规则限制，不超过已付 − 已退；需要 Idempotency-Key），立即批准 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        order_id: number;
                        /** @description 金额（分） */
                        amount_cents: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RefundItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/refund_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 退款列表（平台管理员：全部；机构管理员：本机构） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "pending" | "processing" | "succeeded" | "rejected";
                    keyword?: string;
                    institution_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RefundList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/refund_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 退款详情 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RefundItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/refund/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核退款申请（订单所属机构管理员或平台管理员）：通过即退款（账户余额立即退回，微信/支付宝原路退回），驳回须填原因；需要 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        action: "approve" | "reject";
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RefundItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/competition/refund_policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事退款规则（主办方） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["RefundPolicyView"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 设置赛事退款规则（主办方）：某时间前全额退款，另一时间前按比例退款，之后不可退 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** Format: date-time */
                        full_until?: string | null;
                        percent?: number;
                        /** Format: date-time */
                        partial_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order_settle_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 结算汇总：按赛事（报名费）和场馆（订场）列出已付、已退、已结算、服务费、待结算（平台管理员：全部；机构管理员：本机构） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SettleList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/account_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 机构资金统计：近 12 个月的收入、退款、提现，以及按赛事的收入与退款（本机构管理员或平台管理员） */
        get: {
            parameters: {
                query: {
                    institution_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AccountStats"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/withdraw/send_sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发送提现验证码到当前用户（可提现的机构负责人）的手机（6 位，10 分钟有效，每个手机号 60 秒内最多 1 条） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["WithdrawSmsSent"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
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
    "/api/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本机构的提现记录（不传 institution_id 时为当前用户管理的全部机构） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["WithdrawList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        put?: never;
        /** 申请提现（机构负责人）：从可提现余额冻结金额，打到本机构已登记、已验证且过了冷静期的收款账户，待平台审核打款。需要 Idempotency-Key 请求头和提现验证码 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        institution_id: number;
                        /** @description 提现金额（分），不低于 100 */
                        amount_cents: number;
                        /** @description 收款账户（GET /admin/payout_account 中 usable 为 1 的账户）；开户银行、银行账号和收款户名取自该账户 */
                        payout_account_id: number;
                        sms_code: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["WithdrawItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 提现管理列表（平台管理员：全部；机构用户：本人所属机构） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "pending" | "approved" | "rejected";
                    keyword?: string;
                    institution_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["WithdrawList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/withdraw_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 提现申请详情（所属机构或平台管理员） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["WithdrawItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/withdraw/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核提现（仅平台管理员）：approve 已打款（须填写打款凭证号），reject 驳回（须填写原因，金额退回可提现余额）。需要 Idempotency-Key 请求头；已处理的申请不能再审核 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        action: "approve" | "reject";
                        reason?: string;
                        payout_reference?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["WithdrawItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/payout_account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本机构的收款账户（未删除的，新的在前；机构管理员与平台管理员可查看）：usable 为 1 的可用于提现，冷静期内的见 usable_from */
        get: {
            parameters: {
                query: {
                    start?: number;
                    count?: number;
                    institution_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PayoutAccountList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        put?: never;
        /** 添加收款账户（仅机构负责人）：收款户名须与机构名称一致，银行账号 8 到 30 位数字，本机构已登记的账号不能重复登记；验证码发送到机构负责人的手机，验证后一天起可用于提现 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        institution_id: number;
                        account_name: string;
                        bank_name: string;
                        /** @description 银行账号，8 到 30 位数字（可含空格） */
                        card_number: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PayoutAccountCreated"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除（停用）收款账户（仅机构负责人）：之后不能再提现到该账户；已提交的提现保留当时的收款信息 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout_account/send_sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 重新发送收款账户验证码（待验证的账户；每个手机号 60 秒内最多 1 条） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PayoutAccountSmsSent"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/payout_account/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 用短信验证码验证收款账户（仅机构负责人）：验证后进入一天冷静期，期满后可用于提现 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        sms_code: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PayoutAccount"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/account_balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 机构账户余额：待结算、可提现、提现中、账户余额与累计已提现（本机构管理员或平台管理员） */
        get: {
            parameters: {
                query: {
                    institution_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AccountBalance"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/acc_flow_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 机构资金流水（本机构管理员或平台管理员）：account 为 available 可提现（默认）、pending 待结算、payout 提现中、wallet 账户余额；新的在前 */
        get: {
            parameters: {
                query: {
                    start?: number;
                    count?: number;
                    kind?: "payment" | "overpayment" | "settlement" | "refund" | "refund_payout" | "withdraw_reserve" | "withdraw_release" | "withdraw_payout";
                    from?: string;
                    to?: string;
                    institution_id: number;
                    account?: "available" | "pending" | "payout" | "wallet";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AccountFlowList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/account/flow_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的账户余额流水（当前用户的钱包），新的在前 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    kind?: "payment" | "overpayment" | "settlement" | "refund" | "refund_payout" | "withdraw_reserve" | "withdraw_release" | "withdraw_payout";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AccountFlowList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/account/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的账户余额（当前用户的钱包） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Wallet"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/pay/top_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 账户充值：创建待支付的充值订单，再到收银台用微信支付或支付宝支付。不传 institution_id 为本人账户，传则为该机构账户（须为其管理员）。需要 Idempotency-Key 请求头 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 充值金额（分） */
                        amount_cents: number;
                        institution_id?: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["TopUpCreated"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/invoice/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 付款人为本人已支付（在线支付）的订单申请普通发票（需要 Idempotency-Key）；每个订单一张（被驳回后可重新申请） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        order_no: string;
                        /** @enum {string} */
                        title_type: "personal" | "company";
                        title: string;
                        credit_code?: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InvoiceItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/invoice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的发票申请（付款人本人，含已驳回；按申请时间倒序） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InvoiceList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/invoice_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发票申请列表（平台管理员） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "pending" | "issued" | "rejected" | "voided";
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InvoiceList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/invoice_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发票申请详情（平台管理员或付款人本人） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InvoiceItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/invoice/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 开具发票（平台管理员；需要 Idempotency-Key）：mode=generate 由服务器生成电子收据 PDF，mode=upload 使用经 /upload/file 上传的发票 PDF（file 为其存储名或 url） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        mode: "generate" | "upload";
                        file?: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InvoiceItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/invoice/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 驳回发票申请（平台管理员），须填原因；付款人可重新申请 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InvoiceItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/invoice/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 红冲已开具的发票（平台管理员），须填原因；订单开过发票时须先红冲才能退款，红冲后付款人可按剩余金额重新申请 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["InvoiceItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/invoice/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 下载发票 PDF（付款人本人或平台管理员；未开具时返回 40000 发票尚未开具） */
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
                /** @description 发票 PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "application/json": components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/acc_flow_list/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导出机构资金流水（xlsx，后台生成；筛选同 /admin/acc_flow_list；本机构管理员或平台管理员） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        institution_id: number;
                        /**
                         * @default available
                         * @enum {string}
                         */
                        account?: "available" | "pending" | "payout" | "wallet";
                        /** @enum {string} */
                        kind?: "payment" | "overpayment" | "settlement" | "refund" | "refund_payout" | "withdraw_reserve" | "withdraw_release" | "withdraw_payout";
                        /** Format: date */
                        from?: string;
                        /** Format: date */
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/account/flow_list/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导出我的钱包余额流水（xlsx，后台生成；筛选同 /account/flow_list） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind?: "payment" | "overpayment" | "settlement" | "refund" | "refund_payout" | "withdraw_reserve" | "withdraw_release" | "withdraw_payout";
                        /** Format: date */
                        from?: string;
                        /** Format: date */
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
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
    "/api/admin/export_task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的导出任务：状态与进度（仅任务创建者） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ExportTask"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/export_task/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 下载我的导出任务的 xlsx 文件（仅任务创建者；未生成时返回 40000 文件尚未生成） */
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
                /** @description xlsx 文件 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "application/json": components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OrderList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OrderDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_court_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场地列表（场馆管理员：含已停用场地与价格规则） */
        get: {
            parameters: {
                query: {
                    venue_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueCourtList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_court_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增场地（场馆管理员） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        name: string;
                        sport: string;
                        /** @enum {integer} */
                        indoor: 0 | 1;
                        capacity: number;
                        sort: number;
                        /** @description 标准价（分/小时），没有价格规则的时段按此计价 */
                        price_per_hour_cents: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueCourt"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_court_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 修改场地（场馆管理员；active 为 0 停用：不再展示与预订，保留其预订记录） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        sport: string;
                        /** @enum {integer} */
                        indoor: 0 | 1;
                        capacity: number;
                        sort: number;
                        /** @description 标准价（分/小时），没有价格规则的时段按此计价 */
                        price_per_hour_cents: number;
                        /** @enum {integer} */
                        active?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueCourt"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 预订管理：某天各场地每半小时的占用（预订人、手机号、待支付 / 已预订 / 锁场、核销码） */
        get: {
            parameters: {
                query: {
                    venue_id: number;
                    day: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueBoard"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场馆某天的可预订时段（公开：空闲 / 已订 / 不开放、价格及计价说明；未上线的场馆仅其管理员可见） */
        get: {
            parameters: {
                query: {
                    venue_id: number;
                    day: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueSiteBoard"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 预订场地：锁定所选时段并生成待支付订单（支付时限内有效；需要 Idempotency-Key） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        slots: {
                            court_id: number;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["BookingHold"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/my_bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的预订（含待支付、已预订、已核销、已取消） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MyBookingList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/venue_check_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 核销预订（场馆管理员，凭核销码；不能重复核销） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["BookingCheckedIn"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_booking_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场馆的全部预订设置（场馆管理员）：每周营业时间、日期范围内的特殊日期（默认今天起 90 天，最多 366 天）、尚未结束的闭馆（最早的 100 条）、各场地的价格规则、预订设置与退款规则 */
        get: {
            parameters: {
                query: {
                    venue_id: number;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueBookingConfig"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_opening_hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 保存每周营业时间（整体替换）：每个星期几可有多段，整点或半点，不能跨越午夜，同一天的时段不能重叠；空列表为每天休息 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        hours: {
                            /** @description 星期：1 周一 … 7 周日 */
                            weekday: number;
                            /** @description 时刻 HH:mm，整点或半点（24:00 为午夜） */
                            opens: string;
                            /** @description 时刻 HH:mm，整点或半点（24:00 为午夜） */
                            closes: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueOpeningHours"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venue_special_day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 设置特殊日期（新增或覆盖该日期的设置）：全天闭馆，或当天另定营业时间，或节假日（按节假日价），或调休工作日（周六、周日按平日价）；不能设置今天之前的日期，节假日与调休不能同时设置 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        /** Format: date */
                        day: string;
                        /**
                         * @default 0
                         * @enum {integer}
                         */
                        closed?: 0 | 1;
                        /**
                         * @description 时刻 HH:mm，整点或半点；null 为不设
                         * @default null
                         */
                        opens?: string | null;
                        /**
                         * @description 时刻 HH:mm，整点或半点；null 为不设
                         * @default null
                         */
                        closes?: string | null;
                        /**
                         * @default 0
                         * @enum {integer}
                         */
                        holiday?: 0 | 1;
                        /**
                         * @default 0
                         * @enum {integer}
                         */
                        workday?: 0 | 1;
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueSpecialDay"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        post?: never;
        /** 删除特殊日期：该日期恢复按星期几的营业时间与价格 */
        delete: {
            parameters: {
                query: {
                    venue_id: number;
                    day: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venue_closure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增闭馆（整个场馆，或 court_id 指定的场地）：结束时间须晚于开始时间与当前时间，最长 366 天；时段内还有已支付的预订或未过期的待支付预订时拒绝，并给出预订数，须先取消这些预订 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        /**
                         * @description 场地；null 或不填为整个场馆
                         * @default null
                         */
                        court_id?: number | null;
                        /** Format: date-time */
                        start_at: string;
                        /** Format: date-time */
                        end_at: string;
                        /**
                         * @description 闭馆原因（预订被拒时向用户显示）；不填为「暂停开放」
                         * @default
                         */
                        closure_reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueClosure"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除闭馆：该时段恢复可预订 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venue_price_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 保存一个场地的价格规则（整体替换）：平日价、周末价、节假日价、高峰价，时段为整点或半点，同一类型的时段不能重叠，每小时价格（分）不超过 ¥10000，会员价不高于原价；空列表为按场地标准价 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        court_id: number;
                        price_rules: {
                            /** @enum {string} */
                            band: "weekday" | "weekend" | "holiday" | "peak";
                            /** @description 时刻 HH:mm，整点或半点（24:00 为午夜） */
                            band_start: string;
                            /** @description 时刻 HH:mm，整点或半点（24:00 为午夜） */
                            band_end: string;
                            /** @description 每小时价格（分） */
                            price_cents: number;
                            /**
                             * @description 会员每小时价格（分）；null 为会员按原价
                             * @default null
                             */
                            member_price_cents?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CourtPriceRules"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venue_booking_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 保存预订设置与退款规则：支付时限 1–120 分钟，每人同时预订数 0（不限）–100，单次预订时长上限为 30 分钟的整数倍且不超过 24 小时，可提前预订 1–366 天；退款档位为提前小时数（0–720）与退款比例（0–100），提前越早退款比例不能越低 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        payment_window_minutes: number;
                        parallel_booking_limit: number;
                        max_booking_minutes: number;
                        bookable_days: number;
                        refund_tiers: {
                            hours_before: number;
                            percent: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueBookingSettings"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venue_analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场馆数据分析（场馆管理员；平台管理员可看任意场馆）：日期范围内（默认截至今天的 30 天，最多 366 天）各场地每个钟点的占用率、高峰时段、按天与按运动项目的预订收入、取消率 */
        get: {
            parameters: {
                query: {
                    venue_id: number;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueAnalysis"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场馆信息（场馆管理员）：当前信息（已通过审核的场馆为公众看到的版本）、待审核的变更申请及其对比、最近一次审核结果（含驳回原因） */
        get: {
            parameters: {
                query: {
                    venue_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueProfileInfo"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 保存场馆信息：未通过审核的场馆直接保存；已通过审核的场馆保存为变更申请（只含修改的项目），平台审核通过后生效，公众在此之前看到原来的信息；每个场馆只有一个待审核的申请，再次提交会替代之前的申请；已关闭的场馆不能修改 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        /** @description 场馆名称 */
                        name: string;
                        /** @description 详细地址 */
                        address: string;
                        /** @description 所在城市 */
                        city: string;
                        /**
                         * @description 所在区县
                         * @default
                         */
                        district?: string;
                        /**
                         * @description 经度（GCJ-02，手工填写）；与纬度同时填写或同时不填
                         * @default null
                         */
                        longitude?: number | null;
                        /**
                         * @description 纬度（GCJ-02，手工填写）
                         * @default null
                         */
                        latitude?: number | null;
                        /** @description 联系电话 */
                        phone: string;
                        /**
                         * @description 营业时间说明
                         * @default
                         */
                        open_hours?: string;
                        sports: string[];
                        /**
                         * @description 场馆介绍
                         * @default
                         */
                        intro?: string;
                        /** @default [] */
                        photos?: {
                            /** @description 照片地址（上传后得到；场馆已有的照片原样保留） */
                            url: string;
                            /**
                             * @description 照片说明
                             * @default
                             */
                            caption?: string;
                        }[];
                        /** @default [] */
                        services?: {
                            /** @description 设施或服务，如停车场、淋浴间 */
                            name: string;
                            /**
                             * @description 说明
                             * @default
                             */
                            note?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueProfileInfo"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venue_change_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场馆变更审核列表（平台管理员）：默认为待审核、已通过、已驳回的申请，新的在前；可按状态、场馆或机构名称筛选 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "pending" | "approved" | "rejected" | "superseded";
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueChangeList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/venue_change_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场馆变更申请详情（平台管理员）：变更前后的信息与逐项对比 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueChange"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_change_review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核场馆变更申请（平台管理员）：通过则变更立即生效（公众看到新的信息），驳回须填写原因（场馆可见）；只能审核待审核的申请 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                        /**
                         * @description 驳回原因（驳回时必填）
                         * @default
                         */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueChange"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_walk_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 前台预订（场馆管理员为到店散客订场；已在前台收款则生成线下收款的已支付订单；需要 Idempotency-Key） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        slots: {
                            court_id: number;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                        }[];
                        /** @description 预订人姓名 */
                        contact_name: string;
                        /** @description 预订人手机号（11位） */
                        contact_mobile: string;
                        /**
                         * @description 1 = 已在前台收款（现金等线下收款：生成已支付订单）；0 = 暂不收费
                         * @enum {integer}
                         */
                        paid_at_desk: 0 | 1;
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueDeskBooking"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 锁场（场馆管理员保留所选时段，不对外预订；维护中的场地也可锁定） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        slots: {
                            court_id: number;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                        }[];
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueDeskBooking"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 解除锁场（场馆管理员；只能解除本场馆的锁场记录） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueUnblocked"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_recurring_preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 周期预订预览（如每周二 19:00–21:00 共 N 周）：列出每个日期是否可订及冲突原因，不占用任何时段 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        court_id: number;
                        /** Format: date */
                        from: string;
                        /** @description 1 周一 … 7 周日 */
                        weekday: number;
                        /** @description HH:mm */
                        start: string;
                        /** @description HH:mm（24:00 为午夜） */
                        end: string;
                        weeks: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueRecurringPreview"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_recurring_book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 周期预订：在一个事务中预订所选日期（预览中可订的日期）；任一日期已被占用则全部不订；需要 Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        court_id: number;
                        /** Format: date */
                        from: string;
                        /** @description 1 周一 … 7 周日 */
                        weekday: number;
                        /** @description HH:mm */
                        start: string;
                        /** @description HH:mm（24:00 为午夜） */
                        end: string;
                        weeks: number;
                        days: string[];
                        /** @description 预订人姓名 */
                        contact_name: string;
                        /** @description 预订人手机号（11位） */
                        contact_mobile: string;
                        /**
                         * @description 1 = 已在前台收款（现金等线下收款：生成已支付订单）；0 = 暂不收费
                         * @enum {integer}
                         */
                        paid_at_desk: 0 | 1;
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueDeskBooking"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_booking_records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 预订记录（场馆管理员：按日期范围、场地、状态、类型、预订人/手机号/核销码筛选） */
        get: {
            parameters: {
                query: {
                    venue_id: number;
                    from: string;
                    to: string;
                    court_id?: number;
                    state?: "pending_payment" | "booked" | "blocked" | "checked_in" | "cancelled" | "expired";
                    kind?: "hold" | "booking" | "block";
                    /** @description 预订人、手机号或核销码 */
                    keyword?: string;
                    start?: number;
                    count?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueBookingRecordList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_booking_records/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导出预订记录（xlsx，后台生成，见下载任务；筛选同 /admin/venue_booking_records） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                        court_id?: number;
                        /** @enum {string} */
                        state?: "pending_payment" | "booked" | "blocked" | "checked_in" | "cancelled" | "expired";
                        /** @enum {string} */
                        kind?: "hold" | "booking" | "block";
                        /** @description 预订人、手机号或核销码 */
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_review_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场馆审核详情（平台管理员）：场馆资料、照片、坐标、场地与审核记录 */
        get: {
            parameters: {
                query: {
                    /** @description 场馆 id */
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueReviewDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核新增场馆（平台管理员）：通过后在官网与手机端上线；驳回须填写原因，场馆管理员可见 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueReviewState"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 重新提交被驳回的场馆（场馆管理员）：回到待审核 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 场馆 id */
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueReviewState"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 关闭场馆（平台管理员，须填写原因）：官网与手机端不再显示、不再接受预订，未结束的预订全额退款取消；可重复执行 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 场馆 id */
                        id: number;
                        close_reason: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueClosed"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 重新开放已关闭的场馆（平台管理员） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 场馆 id */
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueReviewState"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交场馆意见反馈（登录用户；文字与最多6张图片，图片先经上传接口） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        suggestion: string;
                        photos?: string[];
                        contact?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueFeedback"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/my_feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的意见反馈（含场馆与平台的回复） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueFeedbackList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/venue_feedback_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 意见反馈列表（平台管理员：全部；场馆管理员：本人所管场馆的反馈） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "pending" | "replied";
                    venue_id?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueFeedbackList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_feedback_reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 回复意见反馈（平台管理员：任一反馈；场馆管理员：本人所管场馆的反馈） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueFeedback"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/waitlist_join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 候补：加入某场地已被预订时段的候补名单（空出时按加入顺序为第一位保留场地并短信通知） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        venue_id: number;
                        court_id: number;
                        /** Format: date-time */
                        start: string;
                        /** Format: date-time */
                        end: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueWaitlistEntry"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/waitlist_leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 取消候补（自己的候补中记录；已为您保留的场地请在我的预订中支付或取消） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueWaitlistEntry"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/my_waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的候补（候补中的排位、为您保留待支付的场地及其支付截止时间） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueWaitlistList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
                    city?: string;
                    sport?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 用户取消自己的预订（开始前；已支付的按场馆退订规则原路退款，未支付的关闭订单；需要 Idempotency-Key） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 预订 id */
                        id: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueBookingCancelled"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/venue_booking_cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 场馆取消预订（场馆管理员或平台管理员；结束前、未核销；已支付的全额退款，须填写原因；需要 Idempotency-Key） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 预订 id */
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueBookingCancelled"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/booking_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 场馆的预订规则（公开：可预订日期、支付时限、单次最长时长、预订上限、退订规则） */
        get: {
            parameters: {
                query: {
                    venue_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueSiteRules"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/venue_site/free_courts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 找空场：某天某时段空闲的场地及价格，没有时给出附近的空闲时段（公开） */
        get: {
            parameters: {
                query: {
                    venue_id: number;
                    day: string;
                    /** @description HH:mm；结束 00:00 为当天24点 */
                    start: string;
                    /** @description HH:mm；结束 00:00 为当天24点 */
                    end: string;
                    sport?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VenueFreeCourts"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/maps/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 地图服务是否可用（未配置时页面手工填写地址和经纬度）及地址联想的城市 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MapsStatus"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/maps/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 地址联想：在本地城市（MAPS_HOME_CITY）内按关键词搜索地点；未配置地图服务或地图服务出错时答复中文原因 */
        get: {
            parameters: {
                query: {
                    /** @description 关键词，如 黄龙体育中心 */
                    keyword: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MapSuggestionList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/maps/reverse_geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 根据坐标获取地址（逆地址解析，GCJ-02 坐标）及附近的地点；未配置地图服务或地图服务出错时答复中文原因 */
        get: {
            parameters: {
                query: {
                    /** @description 纬度（GCJ-02） */
                    lat: number;
                    /** @description 经度（GCJ-02） */
                    lng: number;
                    /** @description 1：同时返回附近的地点 */
                    get_poi?: 0 | 1;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MapReverseGeocode"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/official/competition_series/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网赛事系列列表（只含有已审核通过赛事的系列） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialSeriesList"];
                        } | components["schemas"]["Refusal"];
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
    "/api/official/competition_series/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网赛事系列详情（仅含已审核通过的赛事；没有已发布赛事的系列不公开） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialSeriesDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
        /** 官网首页：头条、推荐栏目、推荐赛事、赛事视频、赛事图片、品牌赛事、合作伙伴、友情链接（只含已启用且在展示时间内的内容，按排序） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialHome"];
                        } | components["schemas"]["Refusal"];
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
    "/api/official/personnel/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网人员：已审核通过且本人选择公开的运动员或裁判员，按姓名、运动项目、地区搜索 */
        get: {
            parameters: {
                query: {
                    kind: "athlete" | "referee";
                    keyword?: string;
                    sport?: string;
                    region?: string;
                    start?: number;
                    count?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialPersonList"];
                        } | components["schemas"]["Refusal"];
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
    "/api/official/personnel/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网人员详情（公开字段、已发布赛事中的成绩和已批准的纪录）；未公开或未审核通过为 404 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialPersonDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/official/industry/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网行业：某类已审核机构（1 政府/事业单位 … 6 赛事运营机构），按名称、地区搜索 */
        get: {
            parameters: {
                query: {
                    kind: number;
                    keyword?: string;
                    region?: string;
                    start?: number;
                    count?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialInstitutionList"];
                        } | components["schemas"]["Refusal"];
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
    "/api/official/industry/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网行业机构详情：简介、地址、网站、（机构选择公开时）联系方式、已发布赛事、场馆运营方的已审核场馆；未审核为 404 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialInstitutionDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/official/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网数据：赛事按月份与运动项目、报名人数按月份、场馆按地区、机构按类型与地区及总数（缓存 60 秒） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["OfficialStatistics"];
                        } | components["schemas"]["Refusal"];
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
    "/api/user/persons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本人的运动员/裁判员注册及其“在官网公开”设置 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["MyPersons"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/user/person/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 设置本人的运动员/裁判员注册是否在官网公开（默认不公开；只可设置自己的注册） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {integer} */
                        is_public: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/article/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 文章列表（平台管理员：全部，可按机构筛选；机构：本机构，仅政府/事业单位、协会、赛事运营机构） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    kind?: 1 | 2;
                    status?: "draft" | "pending" | "approved" | "rejected";
                    column_id?: number;
                    keyword?: string;
                    institution_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ArticleList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/article/review_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 文章审核列表（提交过审核的机构文章，待审核在前；平台管理员：全部；机构：本机构的审核结果） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    status?: "draft" | "pending" | "approved" | "rejected";
                    keyword?: string;
                    institution_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ArticleList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/article/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 文章详情（含正文与审核记录） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ArticleDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/article": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改文章（审核中不可修改；机构已发布的文章修改后回到草稿，需重新提交审核） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        column_id?: number | null;
                        title?: string;
                        author?: string;
                        cover?: string;
                        summary?: string;
                        content?: string;
                        /** Format: date-time */
                        publish_at?: string | null;
                        /** @enum {integer} */
                        submit?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新建文章（草稿；submit 为 1 时同时提交审核，平台文章和B类文章直接发布） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {integer} */
                        kind?: 1 | 2;
                        institution_id?: number | null;
                        column_id?: number | null;
                        title: string;
                        author?: string;
                        cover?: string;
                        summary?: string;
                        content?: string;
                        /** Format: date-time */
                        publish_at?: string | null;
                        /** @enum {integer} */
                        submit?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除文章（审核中不可删除） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交审核（草稿、已驳回 → 待审核；平台文章和B类文章直接发布） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/article/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 撤回审核（待审核 → 草稿） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/article/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 下线已发布的文章（已发布 → 草稿） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/article/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核文章：通过（到发布时间后在官网栏目中显示）或驳回（必须填写原因） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/article/columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 栏目介绍：全部栏目（含停用）及其介绍（后台，登录用户） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ArticleColumns"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/article/column": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改栏目名称、介绍、排序、启用（平台管理员） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        introduction?: string;
                        sort?: number;
                        /** @enum {integer} */
                        is_show?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新建栏目（平台管理员） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        introduction?: string;
                        sort?: number;
                        /** @enum {integer} */
                        is_show?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
            };
        };
        /** 删除栏目（栏目下没有文章时） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改用户协议（平台管理员） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        content: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SiteText"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article/columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网资讯栏目（启用的栏目，按排序） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ArticleColumns"];
                        } | components["schemas"]["Refusal"];
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
    "/api/introduction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 栏目介绍（启用的栏目） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ArticleColumn"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/article/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网资讯列表（已审核通过且到发布时间的栏目文章，最新在前） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    column_id?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ArticleList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/article/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网文章详情（已审核通过且到发布时间；栏目文章和B类文章） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PublicArticle"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 用户协议 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SiteText"];
                        } | components["schemas"]["Refusal"];
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
    "/api/admin/lives/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 直播列表（平台管理员：全部机构，可按机构、状态筛选；机构：本机构）。phase=plan 为未开始与直播中，played 为已结束 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    institution_id?: number;
                    status?: "未开始" | "直播中" | "已结束";
                    phase?: "plan" | "played";
                    keyword?: string;
                    hidden?: 0 | 1;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LiveRoomList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/lives/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 直播详情（本机构或平台管理员） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LiveRoom"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/lives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改直播（已结束的直播只能修改公开/隐藏，回放另行设置） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        competition_id?: number | null;
                        title?: string;
                        cover?: string;
                        description?: string;
                        stream_url?: string;
                        push_url?: string;
                        /** Format: date-time */
                        scheduled_start?: string;
                        /** Format: date-time */
                        scheduled_end?: string;
                        /** @enum {string} */
                        visibility?: "public" | "hidden";
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新建直播（占用一场已支付套餐的额度；额度不足时拒绝） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        institution_id: number;
                        competition_id?: number | null;
                        title: string;
                        cover?: string;
                        description?: string;
                        stream_url: string;
                        push_url?: string;
                        /** Format: date-time */
                        scheduled_start: string;
                        /** Format: date-time */
                        scheduled_end: string;
                        /** @enum {string} */
                        visibility?: "public" | "hidden";
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除直播（直播中不可删除） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lives/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 开始直播（未开始 → 直播中） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/lives/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 结束直播（直播中 → 已结束） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/lives/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 平台管理员隐藏或恢复任意直播（隐藏后官网不显示，机构不能恢复） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {integer} */
                        hidden: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/lives/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 设置回放（已结束的直播）：上传的视频地址或 http(s) 视频/HLS 地址；空字符串清除回放 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        replay_url: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LiveRoom"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lives/replay_file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 回放 MP4 文件的状态与进度（仅当前回放地址的文件；生成中时由页面轮询） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LiveReplayFile"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        put?: never;
        /** 生成回放 MP4（已结束且回放为 HLS 的直播）：服务器读取播放列表与分片并用 ffmpeg 合并为一个文件。生成中或已生成时再次请求返回同一文件；失败后再次请求重新生成 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LiveReplayFile"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/live/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 直播套餐（在售） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LivePackages"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/live/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 购买直播套餐：生成待支付订单（财务订单）。request_id 由客户端生成，同一请求号只生成一笔订单 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        institution_id: number;
                        package_id: number;
                        request_id: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LiveOrderCreated"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/live/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 直播套餐订单（机构：本机构；平台管理员：全部） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LivePurchaseList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/live/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 机构的直播场次额度（已支付且在有效期内的套餐） */
        get: {
            parameters: {
                query: {
                    institution_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LiveQuota"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/live/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 直播广告（片头广告）列表 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["LiveAdList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/live/ad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改直播广告（含启用/停用） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        room_id?: number | null;
                        title?: string;
                        /** @enum {string} */
                        kind?: "image" | "video";
                        media_url?: string;
                        link?: string;
                        duration?: number;
                        /** @enum {integer} */
                        enabled?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新建直播广告：上传的图片或视频、跳转链接、展示秒数；可只用于某场直播 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        institution_id: number;
                        room_id?: number | null;
                        title: string;
                        /** @enum {string} */
                        kind: "image" | "video";
                        media_url: string;
                        link?: string;
                        duration?: number;
                        /** @enum {integer} */
                        enabled?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除直播广告 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/official/lives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网直播列表：live 直播中，upcoming 即将开始（按开始时间），replay 精彩回放（有回放的已结束直播）；隐藏的不显示 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    section?: "live" | "upcoming" | "replay";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PublicLiveList"];
                        } | components["schemas"]["Refusal"];
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
    "/api/official/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网直播详情（含当前的片头广告） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PublicLiveDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/album/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事的相册列表（管理该赛事的机构用户或平台管理员） */
        get: {
            parameters: {
                query: {
                    competition_id: number;
                    start?: number;
                    count?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AlbumList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/album/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 相册详情（含全部照片及其审核状态） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AlbumDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/album": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改相册名称、简介或封面（封面须为本相册未被驳回、未下架的照片） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title?: string;
                        description?: string;
                        cover_photo_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新建相册 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        competition_id: number;
                        title: string;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除相册（连同其中的照片） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/album/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 向相册添加照片（先上传图片 POST /api/upload/image，用途 photo；机构上传的照片待平台审核，平台管理员上传的直接通过） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        album_id: number;
                        media_id: number;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["AlbumPhoto"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除相册中的照片 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/add_photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 新增照片审核列表（平台管理员；默认待审核） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    /** @description 待审核、已通过、已驳回、已下架 */
                    status?: "pending" | "approved" | "rejected" | "taken_down";
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ReviewPhotoList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/photo/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 审核新增照片（可批量）：通过后在官网相册显示；驳回须填写原因 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                        /** @enum {string} */
                        action: "approve" | "reject";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                ids: number[];
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/report_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 图片投诉列表（平台管理员） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    /** @description 待处理、已下架、已驳回、已恢复 */
                    status?: "pending" | "taken_down" | "dismissed" | "restored";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PhotoReportList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/report/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 处理图片投诉：下架（照片不再公开，图片不再对公众提供）、恢复（已下架的恢复公开）、驳回投诉；下架和驳回须填写原因 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        action: "take_down" | "restore" | "dismiss";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/image/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 图片管理：全部已上传图片（平台管理员；按所属机构、用途、下架状态、文件名筛选） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    institution_id?: number;
                    use?: string;
                    hidden?: 0 | 1;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ManagedImageList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/image/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 下架（hidden=1，须填写原因）或恢复（hidden=0）一张已上传的图片；用到它的相册照片随之下架或恢复 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {integer} */
                        hidden: 0 | 1;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/image/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 照片或图片的处理记录（谁、何时、原因） */
        get: {
            parameters: {
                query?: {
                    photo_id?: number;
                    media_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PhotoActionList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/album/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网相册列表（已发布赛事中有已通过照片的相册，最新在前） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    competition_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PublicAlbumList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/album/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网相册详情（已通过的照片） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PublicAlbumDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/album/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 投诉官网相册中的照片（游客可投诉；每个 IP 每小时最多 10 次） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        photo_id: number;
                        /** @enum {string} */
                        category: "色情低俗" | "侵犯肖像权或隐私" | "侵犯著作权" | "广告营销" | "与赛事无关" | "其他";
                        reason?: string;
                        contact?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/admin/headline_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 头条列表（按首页展示顺序，含停用与未到展示时间的内容） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItemList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/headline_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 头条详情 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/headline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑头条 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增头条（排在最后） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
            };
        };
        /** 删除头条 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/headline_show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 启用或停用头条 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        is_show: boolean;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/headline_sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 头条排序（拖动后提交该栏目全部内容的新顺序，一次事务保存） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        sort_ids: number[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_column_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 推荐栏目列表（按首页展示顺序，含停用与未到展示时间的内容） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItemList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/recommend_column_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 推荐栏目详情 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_column": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑推荐栏目 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增推荐栏目（排在最后） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
            };
        };
        /** 删除推荐栏目 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recommend_column_show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 启用或停用推荐栏目 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        is_show: boolean;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_column_sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 推荐栏目排序（拖动后提交该栏目全部内容的新顺序，一次事务保存） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        sort_ids: number[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_event_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 推荐赛事列表（按首页展示顺序，含停用与未到展示时间的内容） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItemList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/recommend_event_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 推荐赛事详情 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑推荐赛事 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增推荐赛事（排在最后） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
            };
        };
        /** 删除推荐赛事 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recommend_event_show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 启用或停用推荐赛事 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        is_show: boolean;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_event_sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 推荐赛事排序（拖动后提交该栏目全部内容的新顺序，一次事务保存） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        sort_ids: number[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_video_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事视频列表（按首页展示顺序，含停用与未到展示时间的内容） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItemList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/recommend_video_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事视频详情 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑赛事视频 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增赛事视频（排在最后） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
            };
        };
        /** 删除赛事视频 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recommend_video_show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 启用或停用赛事视频 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        is_show: boolean;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_video_sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 赛事视频排序（拖动后提交该栏目全部内容的新顺序，一次事务保存） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        sort_ids: number[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_photo_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事图片列表（按首页展示顺序，含停用与未到展示时间的内容） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItemList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/recommend_photo_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 赛事图片详情 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑赛事图片 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增赛事图片（排在最后） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
            };
        };
        /** 删除赛事图片 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recommend_photo_show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 启用或停用赛事图片 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        is_show: boolean;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_photo_sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 赛事图片排序（拖动后提交该栏目全部内容的新顺序，一次事务保存） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        sort_ids: number[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_brand_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 品牌赛事列表（按首页展示顺序，含停用与未到展示时间的内容） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItemList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/recommend_brand_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 品牌赛事详情 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑品牌赛事 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增品牌赛事（排在最后） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
            };
        };
        /** 删除品牌赛事 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recommend_brand_show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 启用或停用品牌赛事 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        is_show: boolean;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_brand_sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 品牌赛事排序（拖动后提交该栏目全部内容的新顺序，一次事务保存） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        sort_ids: number[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_partner_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 合作伙伴列表（按首页展示顺序，含停用与未到展示时间的内容） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItemList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/recommend_partner_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 合作伙伴详情 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑合作伙伴 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增合作伙伴（排在最后） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
            };
        };
        /** 删除合作伙伴 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recommend_partner_show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 启用或停用合作伙伴 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        is_show: boolean;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_partner_sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 合作伙伴排序（拖动后提交该栏目全部内容的新顺序，一次事务保存） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        sort_ids: number[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_link_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 友情链接列表（按首页展示顺序，含停用与未到展示时间的内容） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItemList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/admin/recommend_link_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 友情链接详情 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeBlockItem"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑友情链接 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增友情链接（排在最后） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle?: string;
                        image?: string;
                        link?: string;
                        video_url?: string;
                        competition_id?: number | null;
                        is_show?: boolean;
                        show_from?: string | null;
                        show_until?: string | null;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
            };
        };
        /** 删除友情链接 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recommend_link_show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 启用或停用友情链接 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        is_show: boolean;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_link_sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 友情链接排序（拖动后提交该栏目全部内容的新顺序，一次事务保存） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        sort_ids: number[];
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/recommend_event_competitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 已发布赛事及其在首页的推荐、头条状态（matchEventList） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["HomeCompetitionCandidateList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/upload/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传图片（≤1M，PNG/JPG/GIF/WEBP，服务端重新编码为 PNG 并去除元数据）
         * @description multipart/form-data：字段 use（可选，用途），随后字段 file（文件）
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                id: number;
                                url: string;
                                width: number;
                                height: number;
                                size: number;
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
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
    "/api/upload/enrolment_image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 入驻申请上传证明材料图片（需 X-Enrolment-Token；≤1M，PNG/JPG/GIF/WEBP，重新编码为 PNG）
         * @description multipart/form-data：字段 use（可选，用途），随后字段 file（文件）
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description 验证手机号后获得的入驻申请凭证 */
                    "x-enrolment-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                id: number;
                                url: string;
                                width: number;
                                height: number;
                                size: number;
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/upload/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传文件（≤20M，不能为空）
         * @description multipart/form-data：字段 use（可选，用途），随后字段 file（文件）
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                id: number;
                                url: string;
                                name: string;
                                size: number;
                                mime: string;
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
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
    "/api/video_ks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 视频上传凭证（30 分钟内有效，绑定当前会话；请求头 Upload-Key: ks.token） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                keyId: string;
                                ks: string;
                                token: string;
                                Expiration: string;
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
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
    "/api/get_video_path": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 视频处理结果：处理中 path 为空字符串（客户端每 2 秒查询一次） */
        get: {
            parameters: {
                query: {
                    vid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: {
                                path: string;
                                poster?: string;
                                duration?: number;
                                width?: number;
                                height?: number;
                            };
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/enrolment/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 入驻申请：用短信验证码（scene=enrolment）验证手机号，获得 30 分钟有效的申请凭证 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        mobile: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["EnrolmentGrant"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/enrolment/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交入驻申请（需 X-Enrolment-Token；同一统一社会信用代码只能有一份待审核申请） */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description 验证手机号后获得的入驻申请凭证 */
                    "x-enrolment-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {integer} */
                        institution_type: 1 | 2 | 3 | 4 | 5 | 6;
                        name: string;
                        credit_code: string;
                        legal_person: string;
                        contact_name: string;
                        province: string;
                        city: string;
                        address: string;
                        intro?: string;
                        logo_media_id?: number;
                        documents: {
                            /** @enum {string} */
                            kind: "licence" | "public_cert" | "association_cert" | "venue_photo";
                            media_id: number;
                        }[];
                        venue_address?: string;
                        sponsorship_intent?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ApplicationSubmitted"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/enrolment/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 查询进度：已验证手机号（X-Enrolment-Token）提交的入驻申请，最新在前 */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                };
                header?: {
                    /** @description 验证手机号后获得的入驻申请凭证 */
                    "x-enrolment-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["ApplicationList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 操作过于频繁（errno 429，操作过于频繁，请稍后再试） */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Throttled"];
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
    "/api/phone/venue_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 手机端：已审核通过的场馆，最新在前 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PhoneVenueList"];
                        } | components["schemas"]["Refusal"];
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
    "/api/phone/venue_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 手机端场馆详情（/cgDetail）：名称、照片及说明、地址、开放时间、项目、场馆介绍、设施与服务、场地、联系电话、坐标；未审核或不存在的场馆 404 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PhoneVenueDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/video/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 视频列表（平台管理员：全部，可按机构筛选；机构：本机构的视频；competition_id：该赛事的视频，管理该赛事者可读） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    category?: 1 | 2 | 3 | 4 | 5;
                    status?: "published" | "hidden";
                    keyword?: string;
                    institution_id?: number;
                    competition_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VideoList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/video/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 视频详情（后台） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Video"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/admin/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改视频（分类、标题、简介、封面、赛事，或换一个视频文件） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        competition_id?: number | null;
                        /** @enum {integer} */
                        category?: 1 | 2 | 3 | 4 | 5;
                        title?: string;
                        description?: string;
                        video_url?: string;
                        vid?: string;
                        cover?: string;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 新增视频（video_url：已处理完成的视频地址，或 vid：上传编号；publish 为 1 时同时发布，需视频已处理完成；只给 competition_id 时归该赛事的机构，管理该赛事者可新增） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        institution_id?: number | null;
                        competition_id?: number | null;
                        /** @enum {integer} */
                        category: 1 | 2 | 3 | 4 | 5;
                        title: string;
                        description?: string;
                        video_url?: string;
                        vid?: string;
                        cover?: string;
                        /** @enum {integer} */
                        publish?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["CreatedId"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        /** 删除视频 */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/video/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发布或隐藏视频（发布需视频已处理完成；平台管理员可隐藏任何视频，被平台隐藏的视频机构不能再发布） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description 未在此声明的字段会被忽略（丢弃），不会报错。 */
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "published" | "hidden";
                    };
                };
            };
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["Empty"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 未登录或登录已失效（errno 401，请先登录） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unauthorized"];
                    };
                };
                /** @description CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录） */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CsrfRejected"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/official/video_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 视频分类（固定列表） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["VideoCategories"];
                        } | components["schemas"]["Refusal"];
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
    "/api/official/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网视频列表（已发布且处理完成的视频，最新在前，可按分类、赛事筛选） */
        get: {
            parameters: {
                query?: {
                    start?: number;
                    count?: number;
                    category?: 1 | 2 | 3 | 4 | 5;
                    keyword?: string;
                    competition_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PublicVideoList"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
    "/api/official/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 官网视频详情（计一次播放；含同分类的相关视频） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["PublicVideoDetail"];
                        } | components["schemas"]["Refusal"];
                    };
                };
                /** @description 对象不存在或属于其他机构（errno 404，请求的资源不存在） */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFound"];
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
        /** 演示短信发件箱（仅演示模式 DEMO_MODE=true 且 SMS_SENDER=outbox 时存在） */
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
                /** @description 成功（errno 0）；或业务拒绝 Refusal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {integer} */
                            errno: 0;
                            result: components["schemas"]["SmsOutbox"];
                        } | components["schemas"]["Refusal"];
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
        /** 业务拒绝（HTTP 200）：42200 参数错误，40000 规则不允许，40300 无权限 */
        Refusal: {
            /** @enum {integer} */
            errno: 42200 | 40000 | 40300;
            result: {
                errors: {
                    msg: string;
                }[];
            };
        };
        /** 未登录或登录已失效（HTTP 401） */
        Unauthorized: {
            /** @enum {integer} */
            errno: 401;
            result: {
                errors: {
                    msg: string;
                }[];
            };
        };
        /** CSRF 令牌缺失或不属于本会话（HTTP 403） */
        CsrfRejected: {
            /** @enum {integer} */
            errno: 403;
            result: {
                errors: {
                    msg: string;
                }[];
            };
        };
        /** 对象不存在或属于其他机构（HTTP 404） */
        NotFound: {
            /** @enum {integer} */
            errno: 404;
            result: {
                errors: {
                    msg: string;
                }[];
            };
        };
        /** 操作过于频繁（HTTP 429） */
        Throttled: {
            /** @enum {integer} */
            errno: 429;
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
        /** 微信绑定后的登录结果 */
        TokenLoginResult: {
            account: components["schemas"]["Account"];
            user: components["schemas"]["UserProfile"];
            /** Format: date-time */
            expire_time: string;
            redirect: string;
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
        /** 赛事列表项 */
        CompetitionListItem: {
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
            /**
             * @description 1 = 不属于所查机构，因管理权限码授权给当前账号而列出（授权管理）
             * @enum {integer}
             */
            granted: 0 | 1;
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
            /**
             * @description 1 = 当前用户可将该订单线下标记为已支付（仅待支付的报名费订单，所属机构管理员或平台管理员）
             * @enum {integer}
             */
            can_mark_paid: 0 | 1;
            /**
             * @description 订单类型：sign_up 报名费，booking 场地预订，live_package 直播套餐，top_up 账户充值
             * @enum {string}
             */
            kind: "sign_up" | "booking" | "live_package" | "top_up";
            /**
             * @description 1 = 当前用户可为该订单退款（已支付的线上订单；报名费、订场由收款机构或平台管理员退款，直播套餐与充值只由平台管理员退款）
             * @enum {integer}
             */
            can_refund: 0 | 1;
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
            /**
             * @description 1 = 当前用户可将该订单线下标记为已支付（仅待支付的报名费订单，所属机构管理员或平台管理员）
             * @enum {integer}
             */
            can_mark_paid: 0 | 1;
            /**
             * @description 订单类型：sign_up 报名费，booking 场地预订，live_package 直播套餐，top_up 账户充值
             * @enum {string}
             */
            kind: "sign_up" | "booking" | "live_package" | "top_up";
            /**
             * @description 1 = 当前用户可为该订单退款（已支付的线上订单；报名费、订场由收款机构或平台管理员退款，直播套餐与充值只由平台管理员退款）
             * @enum {integer}
             */
            can_refund: 0 | 1;
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
            /** @description 平台驳回的原因（场馆管理员可见；未驳回：空） */
            review_reason: string;
            /** @description 平台最近一次关闭场馆的原因 */
            close_reason: string;
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
            /** @description 平台驳回的原因（场馆管理员可见；未驳回：空） */
            review_reason: string;
            /** @description 平台最近一次关闭场馆的原因 */
            close_reason: string;
            courts: components["schemas"]["Court"][];
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
            list: components["schemas"]["CompetitionListItem"][];
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
            change: components["schemas"]["CompetitionChange"];
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
        /** 官网赛事系列（仅含已审核通过的赛事） */
        OfficialSeriesDetail: {
            id: number;
            name: string;
            /** @enum {integer} */
            c_type: 1 | 2;
            description: string;
            institution_name: string;
            competitions: components["schemas"]["OfficialCompetition"][];
        };
        /** 官网赛事系列（列表项；只统计已审核通过的赛事） */
        OfficialSeries: {
            id: number;
            name: string;
            /** @enum {integer} */
            c_type: 1 | 2;
            description: string;
            institution_name: string;
            competition_count: number;
            /**
             * Format: date-time
             * @description 最早一场已发布赛事的开始时间
             */
            start_at: string;
            /**
             * Format: date-time
             * @description 最晚一场已发布赛事的结束时间
             */
            end_at: string;
        };
        /** 官网赛事系列列表 */
        OfficialSeriesList: {
            list: components["schemas"]["OfficialSeries"][];
            total: number;
        };
        /** 运动项目 */
        SportProjects: {
            /** @description 运动项目名称（赛事的 sport 取其一） */
            list: string[];
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
        /** 可选场馆（已审核通过，供赛事选择举办场馆） */
        VenueOption: {
            id: number;
            name: string;
            address: string;
            city: string;
            district: string;
        };
        /** 可选场馆列表 */
        VenueOptionList: {
            list: components["schemas"]["VenueOption"][];
            total: number;
        };
        /** 空结果 */
        Empty: Record<string, never>;
        /** 已保存的成绩 */
        ResultSaved: {
            id: number;
            version: number;
            record_id: number | null;
        };
        /** 参赛者及其成绩（成绩录入） */
        ResultEntry: {
            sign_up_id: number;
            entrant_name: string;
            affiliation: string;
            gender: number;
            result_id: number | null;
            value: number | null;
            /** @enum {string|null} */
            status: "ok" | "DNF" | "DNS" | "DQ" | null;
            version: number;
            place: number | null;
            /** Format: date-time */
            updated_at: string | null;
        };
        /** 项目成绩录入列表 */
        ResultList: {
            event_item_id: number;
            competition_id: number;
            competition_name: string;
            item_name: string;
            gender: number;
            age_group: string;
            model: string;
            /** @enum {string} */
            direction: "lower" | "higher";
            precision: number;
            list: components["schemas"]["ResultEntry"][];
        };
        /** 成绩修改记录 */
        ResultChange: {
            id: number;
            before: {
                value: number | null;
                /** @enum {string} */
                status: "ok" | "DNF" | "DNS" | "DQ";
            } | null;
            after: {
                value: number | null;
                /** @enum {string} */
                status: "ok" | "DNF" | "DNS" | "DQ";
            };
            actor_id: number | null;
            actor_name: string;
            reason: string;
            /** Format: date-time */
            at: string;
        };
        /** 成绩修改历史 */
        ResultHistory: {
            list: components["schemas"]["ResultChange"][];
        };
        /** 最高纪录（含待审核、已认定、已驳回、已被打破） */
        SportRecord: {
            id: number;
            sport: string;
            item_name: string;
            gender: number;
            age_group: string;
            /** @enum {string} */
            direction: "lower" | "higher";
            value: number;
            holder_name: string;
            affiliation: string;
            competition_id: number | null;
            competition_name: string;
            /** Format: date-time */
            achieved_at: string;
            result_id: number | null;
            /** @enum {string} */
            status: "pending" | "ratified" | "rejected" | "superseded";
            previous_id: number | null;
            current_value: number | null;
            reviewer_name: string;
            /** Format: date-time */
            reviewed_at: string | null;
            reason: string;
            /** Format: date-time */
            created_at: string;
        };
        /** 最高纪录列表 */
        SportRecordList: {
            list: components["schemas"]["SportRecord"][];
            total: number;
        };
        /** 某项纪录的历史 */
        SportRecordHistory: {
            list: components["schemas"]["SportRecord"][];
        };
        /** 官网最高纪录（已认定） */
        PublicRecord: {
            id: number;
            sport: string;
            item_name: string;
            gender: number;
            age_group: string;
            /** @enum {string} */
            direction: "lower" | "higher";
            value: number;
            holder_name: string;
            affiliation: string;
            competition_id: number | null;
            competition_name: string;
            /** Format: date-time */
            achieved_at: string;
        };
        /** 官网最高纪录列表 */
        PublicRecordList: {
            list: components["schemas"]["PublicRecord"][];
            total: number;
        };
        /** 有纪录的运动项目与项目名 */
        RecordItem: {
            sport: string;
            item_name: string;
            record_count: number;
        };
        /** 有纪录的运动项目 */
        RecordItems: {
            sports: string[];
            list: components["schemas"]["RecordItem"][];
        };
        /** 项目成绩概况 */
        GradeItemSummary: {
            event_item_id: number;
            name: string;
            gender: number;
            age_group: string;
            entrant_count: number;
            result_count: number;
            /** Format: date-time */
            updated_at: string | null;
        };
        /** 有成绩的赛事（成绩管理） */
        GradeCompetition: {
            competition_id: number;
            competition_name: string;
            sport: string;
            institution_name: string;
            status: string;
            /** Format: date-time */
            start_at: string;
            result_count: number;
            /** Format: date-time */
            updated_at: string | null;
            items: components["schemas"]["GradeItemSummary"][];
        };
        /** 成绩管理列表 */
        GradeCompetitionList: {
            list: components["schemas"]["GradeCompetition"][];
            total: number;
        };
        /** 成绩查询行 */
        GradeRow: {
            place: number | null;
            sign_up_id: number;
            entrant_name: string;
            affiliation: string;
            value: number | null;
            /** @enum {string} */
            status: "ok" | "DNF" | "DNS" | "DQ";
        };
        /** 某赛事某项目的成绩（成绩查询） */
        GradeBoard: {
            event_item_id: number;
            competition_id: number;
            competition_name: string;
            item_name: string;
            gender: number;
            age_group: string;
            model: string;
            /** @enum {string} */
            direction: "lower" | "higher";
            precision: number;
            list: components["schemas"]["GradeRow"][];
        };
        /** 赛事中有成绩的项目 */
        GradeItems: {
            list: components["schemas"]["GradeItemSummary"][];
        };
        /** 下载任务 */
        ExportTask: {
            id: number;
            competition_id: number | null;
            /** @enum {string} */
            kind: "sign_ups" | "schedule" | "results" | "rankings" | "account_flows" | "venue_bookings" | "operation_records" | "registrations";
            event_item_id: number | null;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            progress: number;
            file_name: string;
            size_bytes: number;
            error: string;
            user_id: number;
            user_name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            finished_at: string | null;
        };
        /** 下载任务列表 */
        ExportTaskList: {
            list: components["schemas"]["ExportTask"][];
            total: number;
        };
        /** 报名自定义字段 */
        SignUpCustomField: {
            key: string;
            label: string;
            required: boolean;
        };
        /** 可要求填写的报名字段 */
        SignUpFieldOption: {
            key: string;
            label: string;
        };
        /** 报名设置 */
        SignUpSettings: {
            competition_id: number;
            /** @description 报名开始时间（ISO 8601），null = 不限 */
            opens_at: string | null;
            /** @description 报名截止时间（ISO 8601），null = 不限 */
            closes_at: string | null;
            /** @enum {integer} */
            review_required: 0 | 1;
            /** @enum {integer} */
            waiting_list: 0 | 1;
            required_fields: string[];
            custom_fields: components["schemas"]["SignUpCustomField"][];
            /** @enum {integer} */
            enabled: 0 | 1;
        };
        /** 报名项目（组别） */
        EventItem: {
            id: number;
            name: string;
            /** @enum {string} */
            entry_type: "individual" | "team";
            /**
             * @description 0 不限，1 男，2 女
             * @enum {integer}
             */
            gender: 0 | 1 | 2;
            age_group: string;
            /** @description 出生日期下限（含），YYYY-MM-DD */
            birth_from: string | null;
            /** @description 出生日期上限（含），YYYY-MM-DD */
            birth_to: string | null;
            /** @description 名额，0 = 不限 */
            capacity: number;
            /** @description 报名费（元，两位小数） */
            fee: string;
            fee_cents: number;
            team_min: number;
            team_max: number;
            /** @description 剩余名额，null = 不限 */
            free_places: number | null;
            competition_id: number;
            sort: number;
            approved_count: number;
            pending_count: number;
            waiting_count: number;
        };
        /** 报名设置与项目 */
        SignUpRequirement: {
            settings: components["schemas"]["SignUpSettings"];
            items: components["schemas"]["EventItem"][];
            field_options: components["schemas"]["SignUpFieldOption"][];
        };
        /** 报名记录 */
        SignUpEntry: {
            id: number;
            competition_id: number;
            competition_name: string;
            event_item_id: number;
            event_item_name: string;
            /** @enum {string} */
            entry_type: "individual" | "team";
            /** @description 选手姓名或队伍名称 */
            entrant_name: string;
            /** @description 选手（或队长）姓名 */
            real_name: string;
            /** @description 列表中打码（110101********1234）；主办方查看详情时为完整号码 */
            id_card: string;
            phone: string;
            gender: number;
            birth_date: string | null;
            /** @description 单位 */
            affiliation: string;
            seed: number | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "cancelled" | "waiting";
            /** @enum {string} */
            source: "public" | "organiser" | "import";
            /** @description 驳回或取消原因 */
            reason: string;
            member_count: number;
            order_id: number | null;
            order_no: string;
            /** @description 报名费订单状态（待支付/已支付/已退款/已关闭），无订单为空 */
            order_status: string;
            amount_cents: number;
            paid_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** 报名列表 */
        SignUpEntryList: {
            list: components["schemas"]["SignUpEntry"][];
            total: number;
        };
        /** 队员 */
        SignUpMember: {
            id: number;
            real_name: string;
            id_card: string;
            phone: string;
            gender: number;
            birth_date: string | null;
            /** @enum {integer} */
            is_captain: 0 | 1;
        };
        /** 报名状态变更记录 */
        SignUpChange: {
            id: number;
            /** @description 变更前状态；新建时为 null */
            from_status: string | null;
            /** @enum {string} */
            to_status: "pending" | "approved" | "rejected" | "cancelled" | "waiting";
            actor_id: number | null;
            actor_name: string;
            reason: string;
            /** Format: date-time */
            at: string;
        };
        /** 报名详情（队员、状态历史、订单） */
        SignUpDetail: {
            id: number;
            competition_id: number;
            competition_name: string;
            event_item_id: number;
            event_item_name: string;
            /** @enum {string} */
            entry_type: "individual" | "team";
            /** @description 选手姓名或队伍名称 */
            entrant_name: string;
            /** @description 选手（或队长）姓名 */
            real_name: string;
            /** @description 列表中打码（110101********1234）；主办方查看详情时为完整号码 */
            id_card: string;
            phone: string;
            gender: number;
            birth_date: string | null;
            /** @description 单位 */
            affiliation: string;
            seed: number | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "cancelled" | "waiting";
            /** @enum {string} */
            source: "public" | "organiser" | "import";
            /** @description 驳回或取消原因 */
            reason: string;
            member_count: number;
            order_id: number | null;
            order_no: string;
            /** @description 报名费订单状态（待支付/已支付/已退款/已关闭），无订单为空 */
            order_status: string;
            amount_cents: number;
            paid_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description 自定义字段的填写值（按 key） */
            extra: {
                [key: string]: string;
            };
            members: components["schemas"]["SignUpMember"][];
            history: components["schemas"]["SignUpChange"][];
        };
        /** 报名结果 */
        SignUpCreated: {
            id: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "cancelled" | "waiting";
        };
        /** 批量审核结果 */
        SignUpReviewed: {
            count: number;
        };
        /** 导入结果 */
        SignUpImported: {
            count: number;
            /** @description 其中进入候补的条数 */
            waiting_count: number;
            list: components["schemas"]["SignUpCreated"][];
        };
        /** 官网报名项目 */
        OfficialEventItem: {
            id: number;
            name: string;
            /** @enum {string} */
            entry_type: "individual" | "team";
            /**
             * @description 0 不限，1 男，2 女
             * @enum {integer}
             */
            gender: 0 | 1 | 2;
            age_group: string;
            /** @description 出生日期下限（含），YYYY-MM-DD */
            birth_from: string | null;
            /** @description 出生日期上限（含），YYYY-MM-DD */
            birth_to: string | null;
            /** @description 名额，0 = 不限 */
            capacity: number;
            /** @description 报名费（元，两位小数） */
            fee: string;
            fee_cents: number;
            team_min: number;
            team_max: number;
            /** @description 剩余名额，null = 不限 */
            free_places: number | null;
            /** @enum {integer} */
            full: 0 | 1;
        };
        /** 官网报名表单 */
        OfficialSignUp: {
            competition_id: number;
            competition_name: string;
            /** @enum {integer} */
            open: 0 | 1;
            /** @description 未开放时的原因（报名未开放 / 报名尚未开始 / 报名已截止），开放时为空 */
            reason: string;
            opens_at: string | null;
            closes_at: string | null;
            /** @enum {integer} */
            review_required: 0 | 1;
            /** @enum {integer} */
            waiting_list: 0 | 1;
            required_fields: components["schemas"]["SignUpFieldOption"][];
            custom_fields: components["schemas"]["SignUpCustomField"][];
            items: components["schemas"]["OfficialEventItem"][];
        };
        /** 赛事举办场馆的场地（赛程安排用） */
        ScheduleCourtList: {
            list: components["schemas"]["Court"][];
        };
        /** 赛程阶段 */
        SchedulePhase: {
            id: number;
            competition_id: number;
            event_item_id: number;
            name: string;
            description: string;
            /** @enum {string} */
            format: "league" | "groups" | "knockout";
            sort: number;
            config: {
                [key: string]: unknown;
            };
            seed: string;
            /** @enum {string} */
            status: "draft" | "generating" | "generated" | "completed";
            progress: number;
            generated_at: string | null;
            entrant_count: number;
            fixture_count: number;
            finished_count: number;
        };
        /** 赛程阶段列表 */
        SchedulePhaseList: {
            list: components["schemas"]["SchedulePhase"][];
        };
        /** 赛程生成进度 */
        ScheduleProgress: {
            /** @enum {string} */
            status: "draft" | "generating" | "generated" | "completed";
            progress: number;
        };
        /** 赛程已生成 */
        ScheduleGenerated: {
            phase_id: number;
            seed: string;
            status: string;
            progress: number;
            fixture_count: number;
            bye_count: number;
        };
        /** 轮次 */
        ScheduleRound: {
            group_no: number | null;
            group_name: string;
            round: number;
            name: string;
            fixture_count: number;
            finished_count: number;
        };
        /** 轮次列表 */
        ScheduleRoundList: {
            list: components["schemas"]["ScheduleRound"][];
        };
        /** 裁判 */
        ScheduleReferee: {
            user_id: number;
            name: string;
            gender: number;
        };
        /** 裁判列表 */
        ScheduleRefereeList: {
            list: components["schemas"]["ScheduleReferee"][];
        };
        /** 对阵（单场比赛） */
        ScheduleFixture: {
            id: number;
            competition_id: number;
            competition_name: string;
            event_item_id: number;
            item_name: string;
            phase_id: number;
            phase_name: string;
            format: string;
            group_no: number | null;
            group_name: string;
            round: number;
            round_name: string;
            position: number;
            code: string;
            /** @enum {string} */
            kind: "league" | "group" | "knockout" | "third_place";
            home_id: number | null;
            home_name: string;
            away_id: number | null;
            away_name: string;
            home_seed: number | null;
            away_seed: number | null;
            /** @enum {integer} */
            bye: 0 | 1;
            starts_at: string | null;
            court_id: number | null;
            court_name: string;
            referees: components["schemas"]["ScheduleReferee"][];
            /** @enum {string} */
            status: "scheduled" | "live" | "finished";
            home_score: number | null;
            away_score: number | null;
            sets: {
                home: number;
                away: number;
            }[] | null;
            /** @enum {string|null} */
            forfeit: "home" | "away" | "both" | null;
            home_fair_play: number;
            away_fair_play: number;
            winner_id: number | null;
            live_home_score: number | null;
            live_away_score: number | null;
            live_started_at: string | null;
            version: number;
        };
        /** 对阵列表 */
        ScheduleFixtureList: {
            list: components["schemas"]["ScheduleFixture"][];
        };
        /** 赛程冲突 */
        ScheduleClash: {
            /** @enum {string} */
            kind: "team" | "athlete" | "referee" | "court";
            resource_name: string;
            fixture_ids: number[];
            from: string;
            to: string;
            message: string;
        };
        /** 赛程冲突列表 */
        ScheduleClashList: {
            list: components["schemas"]["ScheduleClash"][];
        };
        /** 对阵信息已保存 */
        ScheduleMatchSaved: {
            fixture: components["schemas"]["ScheduleFixture"];
            clashes: components["schemas"]["ScheduleClash"][];
        };
        /** 计分规则 */
        ScoreRule: {
            event_item_id: number;
            /** @enum {integer} */
            saved: 0 | 1;
            /** @enum {string} */
            model: "goals" | "sets" | "timed" | "measured";
            /** @enum {string} */
            direction: "lower" | "higher";
            precision: number;
            points_win: number;
            points_draw: number;
            points_loss: number;
            points_forfeit: number;
            forfeit_winner_score: number;
            forfeit_loser_score: number;
            tiebreakers: ("points" | "head_to_head" | "difference" | "scored" | "wins" | "fair_play" | "lots")[];
        };
        /** 比分已保存 */
        ScoreSaved: {
            /** @enum {integer} */
            changed: 0 | 1;
            fixture: components["schemas"]["ScheduleFixture"];
        };
        /** 比分变更记录 */
        ScoreChange: {
            id: number;
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            };
            actor_id: number | null;
            actor_name: string;
            reason: string;
            at: string;
        };
        /** 比分变更历史 */
        ScoreHistory: {
            list: components["schemas"]["ScoreChange"][];
        };
        /** 积分榜行 */
        StandingRow: {
            rank: number;
            sign_up_id: number;
            name: string;
            affiliation: string;
            played: number;
            wins: number;
            draws: number;
            losses: number;
            forfeits: number;
            scored: number;
            conceded: number;
            difference: number;
            points: number;
            fair_play: number;
            tiebreaker: string | null;
            reason: string;
        };
        /** 积分榜（一个小组或联赛） */
        StandingTable: {
            group_no: number | null;
            group_name: string;
            /** @enum {integer} */
            complete: 0 | 1;
            rows: components["schemas"]["StandingRow"][];
        };
        /** 阶段积分榜 */
        PhaseStandings: {
            phase_id: number;
            name: string;
            format: string;
            status: string;
            tables: components["schemas"]["StandingTable"][];
        };
        /** 签表参赛者 */
        BracketEntrant: {
            sign_up_id: number;
            name: string;
            seed: number | null;
        };
        /** 淘汰赛签表 */
        KnockoutBracket: {
            phase_id: number;
            name: string;
            status: string;
            rounds: {
                round: number;
                name: string;
            }[];
            entrants: components["schemas"]["BracketEntrant"][];
            fixtures: components["schemas"]["ScheduleFixture"][];
            champion_id: number | null;
            champion_name: string;
        };
        /** 晋级者 */
        QualifiedEntrant: {
            sign_up_id: number;
            name: string;
            group_name: string;
            place: number;
            seed: number;
        };
        /** 晋级名单 */
        QualifyResult: {
            phase_id: number;
            list: components["schemas"]["QualifiedEntrant"][];
        };
        /** 奖项 */
        Award: {
            id: number;
            event_item_id: number;
            name: string;
            place_from: number;
            place_to: number;
        };
        /** 奖项列表 */
        AwardList: {
            list: components["schemas"]["Award"][];
        };
        /** 最终名次 */
        FinalPlace: {
            place: number | null;
            sign_up_id: number;
            name: string;
            affiliation: string;
            value: number | null;
            status: string;
            group_name: string;
            award: string;
        };
        /** 项目最终成绩 */
        ItemPlaces: {
            event_item_id: number;
            name: string;
            model: string;
            /** @enum {integer} */
            final: 0 | 1;
            list: components["schemas"]["FinalPlace"][];
        };
        /** 比赛成绩（各项目最终名次与奖项） */
        Achievements: {
            competition_id: number;
            list: components["schemas"]["ItemPlaces"][];
        };
        /** 官网赛程阶段 */
        OfficialSchedulePhase: {
            id: number;
            name: string;
            format: string;
            status: string;
            fixtures: components["schemas"]["ScheduleFixture"][];
        };
        /** 官网赛程项目 */
        OfficialScheduleItem: {
            id: number;
            name: string;
            phases: components["schemas"]["OfficialSchedulePhase"][];
        };
        /** 官网赛程 */
        OfficialSchedule: {
            id: number;
            name: string;
            items: components["schemas"]["OfficialScheduleItem"][];
        };
        /** 实时比分 */
        LiveFixtures: {
            id: number;
            name: string;
            refreshed_at: string;
            list: components["schemas"]["ScheduleFixture"][];
        };
        /** 文章 */
        Article: {
            id: number;
            /**
             * @description 1 栏目文章（资讯），2 B类文章
             * @enum {integer}
             */
            kind: 1 | 2;
            institution_id: number | null;
            /** @description 所属机构；平台文章为“平台” */
            institution_name: string;
            column_id: number | null;
            column_name: string;
            title: string;
            author: string;
            cover: string;
            summary: string;
            /** @enum {string} */
            status: "draft" | "pending" | "approved" | "rejected";
            /**
             * Format: date-time
             * @description 发布时间（定时发布）；未审核通过且未定时为 null
             */
            publish_at: string | null;
            views: number;
            /** @description 最近一次驳回原因（仅已驳回时） */
            reject_reason: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** 文章状态变更记录 */
        ArticleStatusChange: {
            id: number;
            /** @description 变更前状态；创建时为 null */
            from_status: string | null;
            /** @enum {string} */
            to_status: "draft" | "pending" | "approved" | "rejected";
            actor_id: number | null;
            actor_name: string;
            reason: string;
            /** Format: date-time */
            at: string;
        };
        /** 文章详情（后台） */
        ArticleDetail: {
            id: number;
            /**
             * @description 1 栏目文章（资讯），2 B类文章
             * @enum {integer}
             */
            kind: 1 | 2;
            institution_id: number | null;
            /** @description 所属机构；平台文章为“平台” */
            institution_name: string;
            column_id: number | null;
            column_name: string;
            title: string;
            author: string;
            cover: string;
            summary: string;
            /** @enum {string} */
            status: "draft" | "pending" | "approved" | "rejected";
            /**
             * Format: date-time
             * @description 发布时间（定时发布）；未审核通过且未定时为 null
             */
            publish_at: string | null;
            views: number;
            /** @description 最近一次驳回原因（仅已驳回时） */
            reject_reason: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description 富文本，服务器已清洗 */
            content: string;
            history: components["schemas"]["ArticleStatusChange"][];
        };
        /** 官网文章详情 */
        PublicArticle: {
            id: number;
            /**
             * @description 1 栏目文章（资讯），2 B类文章
             * @enum {integer}
             */
            kind: 1 | 2;
            institution_id: number | null;
            /** @description 所属机构；平台文章为“平台” */
            institution_name: string;
            column_id: number | null;
            column_name: string;
            title: string;
            author: string;
            cover: string;
            summary: string;
            /** @enum {string} */
            status: "draft" | "pending" | "approved" | "rejected";
            /**
             * Format: date-time
             * @description 发布时间（定时发布）；未审核通过且未定时为 null
             */
            publish_at: string | null;
            views: number;
            /** @description 最近一次驳回原因（仅已驳回时） */
            reject_reason: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description 富文本，服务器已清洗 */
            content: string;
        };
        /** 文章列表 */
        ArticleList: {
            list: components["schemas"]["Article"][];
            total: number;
        };
        /** 资讯栏目 */
        ArticleColumn: {
            id: number;
            name: string;
            /** @description 栏目介绍，富文本，服务器已清洗 */
            introduction: string;
            sort: number;
            /** @enum {integer} */
            enabled: 0 | 1;
            /** @description 已发布文章数 */
            article_count: number;
        };
        /** 资讯栏目列表 */
        ArticleColumns: {
            list: components["schemas"]["ArticleColumn"][];
        };
        /** 站点文本（用户协议） */
        SiteText: {
            title: string;
            /** @description 富文本，服务器已清洗 */
            content: string;
            /** Format: date-time */
            updated_at: string | null;
        };
        /** 直播间（后台） */
        LiveRoom: {
            id: number;
            institution_id: number;
            institution_name: string;
            competition_id: number | null;
            competition_name: string;
            title: string;
            cover: string;
            description: string;
            /** @description 播放地址（HLS .m3u8） */
            stream_url: string;
            /** @description 推流地址（RTMP），可为空 */
            push_url: string;
            /** Format: date-time */
            scheduled_start: string;
            /** Format: date-time */
            scheduled_end: string;
            /**
             * @description 未开始的直播过了计划结束时间即为已结束
             * @enum {string}
             */
            status: "未开始" | "直播中" | "已结束";
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            ended_at: string | null;
            /**
             * @description 机构设置：公开 / 隐藏
             * @enum {string}
             */
            visibility: "public" | "hidden";
            /**
             * @description 平台管理员已隐藏（机构不能恢复）
             * @enum {integer}
             */
            admin_hidden: 0 | 1;
            /** @description 回放地址，空为未设置 */
            replay_url: string;
            replay_media_id: number | null;
            /** Format: date-time */
            created_at: string;
        };
        /** 回放 MP4 文件（HLS 回放合并为一个文件，供下载） */
        LiveReplayFile: {
            /** @description 任务编号；当前回放还没有文件时为空 */
            id: number | null;
            room_id: number;
            /**
             * @description none 未生成，queued 排队中，running 生成中，done 可下载，failed 失败（可重新生成）
             * @enum {string}
             */
            status: "none" | "queued" | "running" | "done" | "failed";
            /** @description 进度百分比（按已处理分片的时长） */
            progress: number;
            /** @description 完成后的下载地址（/api/media/…，附件下载），其它状态为空 */
            url: string;
            file_name: string;
            /** @description 字节数（完成后） */
            size: number;
            /** @description 失败原因（中文） */
            error: string;
            /** Format: date-time */
            updated_at: string | null;
        };
        /** 直播间列表 */
        LiveRoomList: {
            list: components["schemas"]["LiveRoom"][];
            total: number;
        };
        /** 官网直播 */
        PublicLive: {
            id: number;
            institution_name: string;
            competition_id: number | null;
            competition_name: string;
            title: string;
            cover: string;
            description: string;
            /** Format: date-time */
            scheduled_start: string;
            /** Format: date-time */
            scheduled_end: string;
            /** @enum {string} */
            status: "未开始" | "直播中" | "已结束";
            /** @description 直播中时的播放地址（HLS），其它状态为空 */
            play_url: string;
            /** @description 已结束时的回放地址，其它状态为空 */
            replay_url: string;
        };
        /** 官网直播列表 */
        PublicLiveList: {
            list: components["schemas"]["PublicLive"][];
            total: number;
        };
        /** 片头广告（官网） */
        LiveAdBrief: {
            id: number;
            title: string;
            /** @enum {string} */
            kind: "image" | "video";
            media_url: string;
            link: string;
            /** @description 秒 */
            duration: number;
        } | null;
        /** 官网直播详情（含片头广告） */
        PublicLiveDetail: {
            id: number;
            institution_name: string;
            competition_id: number | null;
            competition_name: string;
            title: string;
            cover: string;
            description: string;
            /** Format: date-time */
            scheduled_start: string;
            /** Format: date-time */
            scheduled_end: string;
            /** @enum {string} */
            status: "未开始" | "直播中" | "已结束";
            /** @description 直播中时的播放地址（HLS），其它状态为空 */
            play_url: string;
            /** @description 已结束时的回放地址，其它状态为空 */
            replay_url: string;
            ad: components["schemas"]["LiveAdBrief"];
        };
        /** 直播广告 */
        LiveAd: {
            id: number;
            institution_id: number;
            /** @description 空为本机构全部直播 */
            room_id: number | null;
            room_title: string;
            title: string;
            /** @enum {string} */
            kind: "image" | "video";
            media_url: string;
            link: string;
            /** @description 展示秒数 */
            duration: number;
            /** @enum {integer} */
            enabled: 0 | 1;
            /** Format: date-time */
            created_at: string;
        };
        /** 直播广告列表 */
        LiveAdList: {
            list: components["schemas"]["LiveAd"][];
            total: number;
        };
        /** 直播套餐 */
        LivePackage: {
            id: number;
            name: string;
            description: string;
            /** @description 可创建的直播场次 */
            room_quota: number;
            /** @description 支付后有效天数 */
            valid_days: number;
            /** @description 价格（分） */
            price_cents: number;
        };
        /** 直播套餐列表 */
        LivePackages: {
            list: components["schemas"]["LivePackage"][];
        };
        /** 直播套餐订单 */
        LivePurchase: {
            id: number;
            institution_id: number;
            institution_name: string;
            package_name: string;
            room_quota: number;
            valid_days: number;
            order_id: number;
            order_no: string;
            amount_cents: number;
            /** @enum {string} */
            status: "待支付" | "已支付" | "已退款" | "已关闭";
            /** Format: date-time */
            paid_at: string | null;
            /**
             * Format: date-time
             * @description 已支付套餐的到期时间
             */
            expires_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** 直播套餐订单列表 */
        LivePurchaseList: {
            list: components["schemas"]["LivePurchase"][];
            total: number;
        };
        /** 直播场次额度 */
        LiveQuota: {
            /** @description 已支付且在有效期内的套餐场次 */
            total: number;
            used: number;
            remaining: number;
        };
        /** 购买直播套餐的结果 */
        LiveOrderCreated: {
            order_id: number;
            order_no: string;
            amount_cents: number;
            status: string;
            /**
             * @description 0：同一请求号已创建过订单，返回原订单
             * @enum {integer}
             */
            created: 0 | 1;
        };
        /** 我的订单（付款人视角） */
        PayerOrder: {
            id: number;
            order_no: string;
            /**
             * @description 订单类型：sign_up 报名费，booking 场地预订，live_package 直播套餐，top_up 账户充值
             * @enum {string}
             */
            kind: "sign_up" | "booking" | "live_package" | "top_up";
            subject: string;
            /** @description 收款方（报名费、订场）或购买机构（直播套餐） */
            institution_name: string;
            amount_cents: number;
            refunded_cents: number;
            /** @enum {string} */
            status: "待支付" | "已支付" | "已退款" | "已关闭";
            /** @description wechat | alipay | balance | offline，未支付为空 */
            pay_channel: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            paid_at: string | null;
            /**
             * Format: date-time
             * @description 未支付订单的关闭时间；null 为不会超时
             */
            expires_at: string | null;
        };
        /** 我的订单列表 */
        PayerOrderList: {
            list: components["schemas"]["PayerOrder"][];
            total: number;
        };
        /** 订单支付状态（收银台） */
        PayOrderStatus: {
            order_no: string;
            /**
             * @description 订单类型：sign_up 报名费，booking 场地预订，live_package 直播套餐，top_up 账户充值
             * @enum {string}
             */
            kind: "sign_up" | "booking" | "live_package" | "top_up";
            subject: string;
            /** @description 收款方名称 */
            payee_name: string;
            /** @description 应付金额（分），由服务端按订单计算 */
            amount_cents: number;
            /** @enum {string} */
            status: "待支付" | "已支付" | "已退款" | "已关闭";
            pay_channel: string;
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
            /** @description 该订单可用的支付方式 */
            channels: ("wechat" | "alipay" | "balance")[];
            /** @description 付款人账户余额（分），用于账户余额支付 */
            wallet_balance_cents: number;
        };
        /** 发起支付的结果 */
        PayStart: {
            payment_no: string;
            /**
             * @description wechat 微信支付，alipay 支付宝，balance 账户余额
             * @enum {string}
             */
            channel: "wechat" | "alipay" | "balance";
            amount_cents: number;
            /**
             * @description succeeded：已完成（账户余额）；pending：等待付款人在网关付款
             * @enum {string}
             */
            status: "pending" | "succeeded" | "closed" | "failed";
            /** @description 支付页面地址（沙箱为站内路径 /pay/sandbox/<支付单号>）；没有时为空 */
            pay_url: string;
            /** @description 要显示为二维码的内容（微信 code_url 等）；为空时可显示 pay_url 的二维码 */
            qr_code: string;
        };
        /** 沙箱网关的支付页 */
        SandboxPayment: {
            payment_no: string;
            /** @enum {string} */
            channel: "wechat" | "alipay";
            channel_name: string;
            merchant: string;
            subject: string;
            amount_cents: number;
            /** @enum {string} */
            status: "pending" | "succeeded" | "closed";
            /** Format: date-time */
            expires_at: string;
        };
        /** 沙箱支付的结果 */
        SandboxDecision: {
            /** @enum {string} */
            status: "pending" | "succeeded" | "closed";
        };
        /** 退款 */
        RefundItem: {
            id: number;
            refund_no: string;
            order_id: number;
            order_no: string;
            /** @enum {string} */
            order_kind: "sign_up" | "booking" | "live_package" | "top_up";
            subject: string;
            institution_id: number;
            institution_name: string;
            payer_nickname: string;
            amount_cents: number;
            order_amount_cents: number;
            order_refunded_cents: number;
            /** @enum {string} */
            order_status: "待支付" | "已支付" | "已退款" | "已关闭";
            pay_channel: string;
            /**
             * @description pending 待审核，processing 退款中，succeeded 已退款，rejected 已驳回
             * @enum {string}
             */
            status: "pending" | "processing" | "succeeded" | "rejected";
            /**
             * @description payer 付款人申请，institution 机构发起，platform 平台发起，overpayment 重复支付自动退回
             * @enum {string}
             */
            initiator: "payer" | "institution" | "platform" | "overpayment";
            reason: string;
            review_reason: string;
            reviewer_name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /**
             * @description 1 = 当前用户可审核（待审核，订单所属机构管理员或平台管理员）
             * @enum {integer}
             */
            can_review: 0 | 1;
        };
        /** 退款列表 */
        RefundList: {
            list: components["schemas"]["RefundItem"][];
            total: number;
        };
        /** 可退款信息（付款人申请退款前） */
        RefundPreview: {
            order_no: string;
            paid_cents: number;
            refunded_cents: number;
            /** @description 按退款规则此刻最多可退（分）；0 为不可申请 */
            refundable_cents: number;
            policy_text: string;
            /**
             * @description 1 = 已有处理中的退款申请
             * @enum {integer}
             */
            open_refund: 0 | 1;
        };
        /** 赛事退款规则 */
        RefundPolicyView: {
            competition_id: number;
            /** Format: date-time */
            full_until: string | null;
            percent: number;
            /** Format: date-time */
            partial_until: string | null;
            policy_text: string;
            /**
             * @description 0 = 未设置，使用默认规则（比赛开始前可全额退款）
             * @enum {integer}
             */
            custom: 0 | 1;
        };
        /** 结算汇总（按赛事或场馆） */
        SettleRow: {
            key: string;
            /** @enum {string} */
            kind: "competition" | "venue";
            competition_id: number | null;
            name: string;
            institution_id: number;
            institution_name: string;
            order_count: number;
            paid_cents: number;
            refunded_cents: number;
            /** @description 已结算的收入（扣除服务费前） */
            settled_cents: number;
            /** @description 平台服务费 */
            fee_cents: number;
            /** @description 待结算的收入 */
            pending_cents: number;
            /**
             * Format: date-time
             * @description 预计结算时间（赛事结束 + 结算天数）
             */
            settle_at: string | null;
        };
        /** 结算汇总列表 */
        SettleList: {
            list: components["schemas"]["SettleRow"][];
            total: number;
        };
        /** 机构资金统计（图表） */
        AccountStats: {
            by_month: {
                month: string;
                income_cents: number;
                refund_cents: number;
                withdraw_cents: number;
            }[];
            by_competition: {
                name: string;
                income_cents: number;
                refund_cents: number;
            }[];
        };
        /** 发票申请 */
        InvoiceItem: {
            id: number;
            invoice_no: string;
            order_id: number;
            order_no: string;
            /** @enum {string} */
            order_kind: "sign_up" | "booking" | "live_package" | "top_up";
            subject: string;
            user_id: number;
            payer_nickname: string;
            institution_id: number;
            institution_name: string;
            /** @description 开票金额（分）：申请时订单已付 − 已退 */
            amount_cents: number;
            /**
             * @description personal 个人，company 单位
             * @enum {string}
             */
            title_type: "personal" | "company";
            title: string;
            credit_code: string | null;
            email: string;
            /**
             * @description pending 待开票，issued 已开票，rejected 已驳回，voided 已红冲
             * @enum {string}
             */
            status: "pending" | "issued" | "rejected" | "voided";
            reject_reason: string;
            /**
             * @description 1 = 已有发票 PDF，可下载
             * @enum {integer}
             */
            has_file: 0 | 1;
            issuer_name: string;
            /** Format: date-time */
            issued_at: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * @description 1 = 当前用户可开具或驳回（待开票，平台管理员）
             * @enum {integer}
             */
            can_issue: 0 | 1;
            /** @description 红冲原因 */
            void_reason: string;
            /** Format: date-time */
            voided_at: string | null;
            /**
             * @description 1 = 当前用户可红冲（已开票，平台管理员）
             * @enum {integer}
             */
            can_void: 0 | 1;
        };
        /** 发票申请列表 */
        InvoiceList: {
            list: components["schemas"]["InvoiceItem"][];
            total: number;
        };
        /** 提现申请 */
        WithdrawItem: {
            id: number;
            /** @description 提现单号 */
            withdraw_no: string;
            institution_id: number;
            institution_name: string;
            /** @description 提现金额（分） */
            amount_cents: number;
            /**
             * @description pending 待审核（金额已冻结），approved 已打款，rejected 已驳回（金额已退回可提现余额）
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            /** @description 开户银行 */
            bank_name: string;
            /** @description 银行账号（仅数字，界面按四位分组显示） */
            card_number: string;
            /** @description 收款户名（即机构名称） */
            account_name: string;
            /** @description 驳回原因；未驳回为空 */
            review_reason: string;
            /** @description 打款凭证号；未打款为空 */
            payout_reference: string;
            /** @description 申请人昵称 */
            requested_by_name: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description 审核时间；待审核为 null
             */
            reviewed_at: string | null;
        };
        /** 提现申请列表 */
        WithdrawList: {
            list: components["schemas"]["WithdrawItem"][];
            total: number;
        };
        /** 提现验证码已发送 */
        WithdrawSmsSent: {
            /** @description 接收验证码的手机号（中间四位隐藏，如 138****0001） */
            mobile: string;
        };
        /** 收款账户 */
        PayoutAccount: {
            id: number;
            institution_id: number;
            /** @description 收款户名（登记时的机构名称） */
            account_name: string;
            /** @description 开户银行 */
            bank_name: string;
            /** @description 银行账号（仅数字，界面按四位分组显示） */
            card_number: string;
            /**
             * @description pending 待短信验证，active 已验证（冷静期后可用），removed 已删除
             * @enum {string}
             */
            status: "pending" | "active" | "removed";
            /**
             * @description 现在能否用于提现：已验证且冷静期已过为 1
             * @enum {integer}
             */
            usable: 0 | 1;
            /**
             * Format: date-time
             * @description 短信验证时间；待验证为 null
             */
            confirmed_at: string | null;
            /**
             * Format: date-time
             * @description 可用于提现的时间（验证后一天）；待验证为 null
             */
            usable_from: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** 收款账户列表（未删除，新的在前） */
        PayoutAccountList: {
            list: components["schemas"]["PayoutAccount"][];
            total: number;
        };
        /** 收款账户已登记，验证码已发送到机构负责人的手机 */
        PayoutAccountCreated: {
            account: components["schemas"]["PayoutAccount"];
            /** @description 接收验证码的手机号（中间四位隐藏，如 138****0001） */
            mobile: string;
        };
        /** 收款账户验证码已发送 */
        PayoutAccountSmsSent: {
            /** @description 接收验证码的手机号（中间四位隐藏，如 138****0001） */
            mobile: string;
        };
        /** 机构账户余额（分） */
        AccountBalance: {
            institution_id: number;
            institution_name: string;
            /** @description 待结算收入 */
            pending_cents: number;
            /** @description 可提现余额 */
            available_cents: number;
            /** @description 提现中（已申请、待打款的冻结金额） */
            payout_cents: number;
            /** @description 机构账户余额（充值，用于余额支付） */
            wallet_cents: number;
            /** @description 累计已提现（已打款的提现申请之和） */
            withdrawn_cents: number;
        };
        /** 资金流水（账户持有人视角） */
        AccountFlow: {
            id: number;
            /** Format: date-time */
            created_at: string;
            /**
             * @description 业务类型：payment 支付，overpayment 重复支付待退，settlement 结算，refund 退款，refund_payout 退款到账，withdraw_reserve 提现冻结，withdraw_release 提现驳回退回，withdraw_payout 提现打款
             * @enum {string}
             */
            kind: "payment" | "overpayment" | "settlement" | "refund" | "refund_payout" | "withdraw_reserve" | "withdraw_release" | "withdraw_payout";
            memo: string;
            /** @description 关联订单号；没有为空 */
            order_no: string;
            /** @description 变动金额（分）：收入为正，支出为负 */
            amount_cents: number;
            /** @description 变动后余额（分） */
            balance_cents: number;
        };
        /** 资金流水列表（新的在前） */
        AccountFlowList: {
            list: components["schemas"]["AccountFlow"][];
            total: number;
        };
        /** 当前用户的账户余额 */
        Wallet: {
            /** @description 账户余额（分） */
            balance_cents: number;
        };
        /** 充值订单已创建（待支付，去收银台支付） */
        TopUpCreated: {
            order_no: string;
        };
        /** 某个星期几的一段营业时间 */
        VenueHoursRange: {
            /** @description 星期：1 周一 … 7 周日 */
            weekday: number;
            /** @description 时刻 HH:mm（24:00 为午夜） */
            opens: string;
            /** @description 时刻 HH:mm（24:00 为午夜） */
            closes: string;
        };
        /** 场馆每周营业时间 */
        VenueOpeningHours: {
            venue_id: number;
            hours: components["schemas"]["VenueHoursRange"][];
            /** @description 营业时间的文字说明，如「周一至周五 08:00–22:00；周六、周日 07:00–24:00」 */
            summary: string;
        };
        /** 特殊日期（闭馆、另定营业时间、节假日或调休） */
        VenueSpecialDay: {
            /** Format: date */
            day: string;
            /**
             * @description 1：全天闭馆
             * @enum {integer}
             */
            closed: 0 | 1;
            /** @description 当天营业开始时刻；与 closes 同为 null 时按星期几的营业时间 */
            opens: string | null;
            closes: string | null;
            /**
             * @description 1：节假日（按节假日价）
             * @enum {integer}
             */
            holiday: 0 | 1;
            /**
             * @description 1：调休工作日（周末按平日价）
             * @enum {integer}
             */
            workday: 0 | 1;
            note: string;
        };
        /** 闭馆或场地暂停开放 */
        VenueClosure: {
            id: number;
            /** @description 场地；null 为整个场馆 */
            court_id: number | null;
            /** @description 场地名称；整个场馆为空 */
            court_name: string;
            /** Format: date-time */
            start_at: string;
            /** Format: date-time */
            end_at: string;
            reason: string;
        };
        /** 场地价格规则（每小时，分） */
        CourtPriceRule: {
            /**
             * @description weekday 平日价，weekend 周末价，holiday 节假日价，peak 高峰价
             * @enum {string}
             */
            band: "weekday" | "weekend" | "holiday" | "peak";
            /** @description 时刻 HH:mm（24:00 为午夜） */
            band_start: string;
            /** @description 时刻 HH:mm（24:00 为午夜） */
            band_end: string;
            /** @description 每小时价格（分） */
            price_cents: number;
            /** @description 会员每小时价格（分）；null 为会员按原价 */
            member_price_cents: number | null;
        };
        /** 一个场地的价格规则 */
        CourtPriceRules: {
            court_id: number;
            court_name: string;
            price_rules: components["schemas"]["CourtPriceRule"][];
        };
        /** 退款档位：开始前至少多少小时取消，退还的百分比 */
        VenueRefundTier: {
            hours_before: number;
            percent: number;
        };
        /** 场馆预订设置与退款规则 */
        VenueBookingSettings: {
            venue_id: number;
            /** @description 支付时限（分钟） */
            payment_window_minutes: number;
            /** @description 每人同时未结束的预订数上限；0 为不限 */
            parallel_booking_limit: number;
            /** @description 单次预订时长上限（分钟） */
            max_booking_minutes: number;
            /** @description 可提前预订天数（含当天） */
            bookable_days: number;
            refund_tiers: components["schemas"]["VenueRefundTier"][];
            /** @description 退款规则的文字说明 */
            refund_policy_text: string;
            /**
             * @description 1：场馆自定的退款规则；0：默认规则
             * @enum {integer}
             */
            refund_policy_custom: 0 | 1;
        };
        /** 场馆的全部预订设置 */
        VenueBookingConfig: {
            venue_id: number;
            venue_name: string;
            opening_hours: components["schemas"]["VenueOpeningHours"];
            /** Format: date */
            special_days_from: string;
            /** Format: date */
            special_days_to: string;
            special_days: components["schemas"]["VenueSpecialDay"][];
            closures: components["schemas"]["VenueClosure"][];
            courts: components["schemas"]["CourtPriceRules"][];
            settings: components["schemas"]["VenueBookingSettings"];
        };
        /** 场馆照片 */
        VenuePhotoItem: {
            url: string;
            /** @description 照片说明 */
            caption: string;
        };
        /** 设施与服务 */
        VenueServiceEntry: {
            name: string;
            /** @description 说明（可为空） */
            note: string;
        };
        /** 场馆信息（可编辑的部分） */
        VenueProfile: {
            name: string;
            address: string;
            city: string;
            district: string;
            /** @description 经度（GCJ-02）；未填写为 null */
            longitude: number | null;
            /** @description 纬度（GCJ-02）；未填写为 null */
            latitude: number | null;
            phone: string;
            /** @description 营业时间说明 */
            open_hours: string;
            sports: string[];
            intro: string;
            photos: components["schemas"]["VenuePhotoItem"][];
            services: components["schemas"]["VenueServiceEntry"][];
        };
        /** 变更前后对比的一行 */
        VenueProfileDiffRow: {
            /** @enum {string} */
            field: "name" | "address" | "city" | "district" | "longitude" | "latitude" | "phone" | "open_hours" | "sports" | "intro" | "photos" | "services";
            label: string;
            before: string;
            after: string;
        };
        /** 场馆变更申请（含变更前后与对比） */
        VenueChange: {
            id: number;
            venue_id: number;
            venue_name: string;
            institution_name: string;
            /**
             * @description pending 待审核，approved 已通过，rejected 已驳回，superseded 已被新申请替代
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "superseded";
            status_label: string;
            /** @description 变更的项目，如「联系电话、营业时间」 */
            fields: string;
            reject_reason: string;
            reviewer_name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
            before: components["schemas"]["VenueProfile"];
            after: components["schemas"]["VenueProfile"];
            diff: components["schemas"]["VenueProfileDiffRow"][];
        };
        /** 场馆变更申请（含变更前后与对比）；null 为没有 */
        VenueChangeOrNone: {
            id: number;
            venue_id: number;
            venue_name: string;
            institution_name: string;
            /**
             * @description pending 待审核，approved 已通过，rejected 已驳回，superseded 已被新申请替代
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "superseded";
            status_label: string;
            /** @description 变更的项目，如「联系电话、营业时间」 */
            fields: string;
            reject_reason: string;
            reviewer_name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
            before: components["schemas"]["VenueProfile"];
            after: components["schemas"]["VenueProfile"];
            diff: components["schemas"]["VenueProfileDiffRow"][];
        } | null;
        /** 场馆变更申请（列表） */
        VenueChangeItem: {
            id: number;
            venue_id: number;
            venue_name: string;
            institution_name: string;
            /**
             * @description pending 待审核，approved 已通过，rejected 已驳回，superseded 已被新申请替代
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "superseded";
            status_label: string;
            /** @description 变更的项目，如「联系电话、营业时间」 */
            fields: string;
            reject_reason: string;
            reviewer_name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
            change_count: number;
        };
        /** 场馆变更申请列表 */
        VenueChangeList: {
            list: components["schemas"]["VenueChangeItem"][];
            total: number;
        };
        /** 场馆信息与变更申请 */
        VenueProfileInfo: {
            venue_id: number;
            /** @enum {string} */
            venue_status: "pending" | "approved" | "rejected" | "closed";
            /**
             * @description direct：未通过审核的场馆，保存即生效；request：已通过审核的场馆，保存为变更申请，平台审核通过后生效
             * @enum {string}
             */
            edit_mode: "direct" | "request";
            profile: components["schemas"]["VenueProfile"];
            pending: components["schemas"]["VenueChangeOrNone"];
            last_review: components["schemas"]["VenueChangeOrNone"];
        };
        /** 地图服务是否可用 */
        MapsStatus: {
            /** @description false：未配置地图服务（MAPS_PROVIDER=none），页面请手工填写地址和经纬度 */
            available: boolean;
            /**
             * @description none 未配置，tencent 腾讯位置服务
             * @enum {string}
             */
            provider: "none" | "tencent";
            /** @description 地址联想的城市（MAPS_HOME_CITY） */
            home_city: string;
        };
        /** 联想到的地点 */
        MapSuggestionItem: {
            /** @description 地点名称 */
            title: string;
            /** @description 地址 */
            address: string;
            province: string;
            city: string;
            district: string;
            /** @description 纬度（GCJ-02） */
            lat: number;
            /** @description 经度（GCJ-02） */
            lng: number;
        };
        /** 地址联想结果 */
        MapSuggestionList: {
            /** @description 搜索的城市 */
            home_city: string;
            list: components["schemas"]["MapSuggestionItem"][];
        };
        /** 坐标附近的地点 */
        MapPoi: {
            title: string;
            address: string;
            lat: number;
            lng: number;
            /** @description 与所查坐标的距离（米） */
            distance: number;
        };
        /** 坐标对应的地址 */
        MapReverseGeocode: {
            /** @description 标准地址（省市区街道门牌） */
            address: string;
            /** @description 推荐的地址写法 */
            formatted_address: string;
            province: string;
            city: string;
            district: string;
            /** @description 附近的地点，近的在前（get_poi=0 时为空） */
            pois: components["schemas"]["MapPoi"][];
        };
        /** 相册（后台） */
        Album: {
            id: number;
            competition_id: number;
            title: string;
            description: string;
            /** @description 封面图片地址（封面照片，未设置时为第一张照片）；没有照片时为空 */
            cover: string;
            cover_photo_id: number | null;
            photo_count: number;
            /** @description 待审核照片数 */
            pending_count: number;
            created_by: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** 相册照片 */
        AlbumPhoto: {
            id: number;
            album_id: number | null;
            title: string;
            url: string;
            /**
             * @description 待审核、已通过、已驳回、已下架
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "taken_down";
            /** Format: date-time */
            created_at: string;
        };
        /** 相册列表（后台） */
        AlbumList: {
            list: components["schemas"]["Album"][];
            total: number;
        };
        /** 相册详情（后台，全部照片） */
        AlbumDetail: {
            id: number;
            competition_id: number;
            title: string;
            description: string;
            /** @description 封面图片地址（封面照片，未设置时为第一张照片）；没有照片时为空 */
            cover: string;
            cover_photo_id: number | null;
            photo_count: number;
            /** @description 待审核照片数 */
            pending_count: number;
            created_by: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            competition_name: string;
            photos: components["schemas"]["AlbumPhoto"][];
        };
        /** 官网相册 */
        PublicAlbum: {
            id: number;
            title: string;
            description: string;
            competition_id: number;
            competition_name: string;
            cover: string;
            /** @description 已通过的照片数 */
            photo_count: number;
            /** Format: date-time */
            created_at: string;
        };
        /** 官网相册列表 */
        PublicAlbumList: {
            list: components["schemas"]["PublicAlbum"][];
            total: number;
        };
        /** 官网照片 */
        PublicPhoto: {
            id: number;
            title: string;
            url: string;
        };
        /** 官网相册详情（已通过的照片） */
        PublicAlbumDetail: {
            id: number;
            title: string;
            description: string;
            competition_id: number;
            competition_name: string;
            cover: string;
            /** @description 已通过的照片数 */
            photo_count: number;
            /** Format: date-time */
            created_at: string;
            photos: components["schemas"]["PublicPhoto"][];
        };
        /** 待审核照片（新增照片审核） */
        ReviewPhoto: {
            id: number;
            album_id: number | null;
            title: string;
            url: string;
            /**
             * @description 待审核、已通过、已驳回、已下架
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "taken_down";
            /** Format: date-time */
            created_at: string;
            album_title: string;
            competition_id: number | null;
            competition_name: string;
            institution_name: string;
            uploader: string;
        };
        /** 照片审核列表 */
        ReviewPhotoList: {
            list: components["schemas"]["ReviewPhoto"][];
            total: number;
        };
        /** 图片投诉 */
        PhotoReport: {
            id: number;
            photo_id: number;
            photo_url: string;
            /**
             * @description 待审核、已通过、已驳回、已下架
             * @enum {string}
             */
            photo_status: "pending" | "approved" | "rejected" | "taken_down";
            album_id: number | null;
            album_title: string;
            competition_name: string;
            /** @description 投诉原因（列表中的一项） */
            category: string;
            /** @description 投诉说明 */
            reason: string;
            contact: string;
            /** @description 投诉人；游客为空 */
            reporter: string;
            reporter_ip: string;
            /**
             * @description 待处理、已下架、已驳回、已恢复
             * @enum {string}
             */
            status: "pending" | "taken_down" | "dismissed" | "restored";
            handled_by: string;
            /** Format: date-time */
            handled_at: string | null;
            handle_reason: string;
            /** Format: date-time */
            created_at: string;
        };
        /** 图片投诉列表 */
        PhotoReportList: {
            list: components["schemas"]["PhotoReport"][];
            total: number;
        };
        /** 已上传图片（图片管理） */
        ManagedImage: {
            id: number;
            url: string;
            name: string;
            /** @description 用途：article、headline、partner、photo、cover… */
            use: string;
            width: number;
            height: number;
            size: number;
            institution_id: number | null;
            institution_name: string;
            /** @description 上传人 */
            owner: string;
            /**
             * @description 1 已下架（不再对公众提供）
             * @enum {integer}
             */
            hidden: 0 | 1;
            /** Format: date-time */
            created_at: string;
        };
        /** 已上传图片列表 */
        ManagedImageList: {
            list: components["schemas"]["ManagedImage"][];
            total: number;
            /** @description 全部用途（筛选项） */
            uses: string[];
            /** @description 上传过图片的机构（筛选项） */
            institutions: {
                id: number;
                name: string;
            }[];
        };
        /** 图片处理记录 */
        PhotoAction: {
            id: number;
            /** @enum {string} */
            action: "upload" | "approve" | "reject" | "take_down" | "restore" | "dismiss" | "hide_media" | "show_media";
            from_status: string | null;
            to_status: string | null;
            actor_name: string;
            reason: string;
            /** Format: date-time */
            at: string;
        };
        /** 图片处理记录列表 */
        PhotoActionList: {
            list: components["schemas"]["PhotoAction"][];
        };
        /** 视频分类 */
        VideoCategory: {
            id: number;
            name: string;
        };
        /** 视频分类列表（固定：赛事集锦、精彩瞬间、赛事直播回放、教学训练、宣传片） */
        VideoCategories: {
            list: components["schemas"]["VideoCategory"][];
        };
        /** 视频（后台） */
        Video: {
            id: number;
            /** @description 所属机构；平台视频为 null */
            institution_id: number | null;
            institution_name: string;
            competition_id: number | null;
            competition_name: string;
            /** @enum {integer} */
            category: 1 | 2 | 3 | 4 | 5;
            category_name: string;
            title: string;
            description: string;
            /** @description 显示的封面：上传的图片，否则为视频截图；视频未处理完成时可能为空 */
            cover: string;
            /** @description 上传的封面图片；为空时使用视频截图 */
            custom_cover: string;
            /** @description 视频地址；视频未处理完成时为空 */
            video_url: string;
            /**
             * @description 视频文件状态
             * @enum {string}
             */
            media_status: "uploading" | "processing" | "ready" | "failed" | "canceled";
            /** @description 时长（秒） */
            duration: number;
            /** @enum {string} */
            status: "published" | "hidden";
            /**
             * @description 1：被平台管理员隐藏，机构不能再发布
             * @enum {integer}
             */
            admin_hidden: 0 | 1;
            views: number;
            /** Format: date-time */
            published_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** 视频列表（后台） */
        VideoList: {
            list: components["schemas"]["Video"][];
            total: number;
        };
        /** 官网视频 */
        PublicVideo: {
            id: number;
            /** @enum {integer} */
            category: 1 | 2 | 3 | 4 | 5;
            category_name: string;
            title: string;
            description: string;
            cover: string;
            video_url: string;
            duration: number;
            width: number;
            height: number;
            views: number;
            institution_name: string;
            competition_id: number | null;
            competition_name: string;
            /** Format: date-time */
            published_at: string;
        };
        /** 官网视频列表 */
        PublicVideoList: {
            list: components["schemas"]["PublicVideo"][];
            total: number;
        };
        /** 官网视频详情（含同分类的相关视频） */
        PublicVideoDetail: {
            id: number;
            /** @enum {integer} */
            category: 1 | 2 | 3 | 4 | 5;
            category_name: string;
            title: string;
            description: string;
            cover: string;
            video_url: string;
            duration: number;
            width: number;
            height: number;
            views: number;
            institution_name: string;
            competition_id: number | null;
            competition_name: string;
            /** Format: date-time */
            published_at: string;
            related: components["schemas"]["PublicVideo"][];
        };
        /** 赛事信息变更（名称、封面、简介，平台审核后在官网生效）；null 为从未修改 */
        CompetitionChange: {
            id: number;
            /**
             * @description 待审核、已通过（已在官网更新）、已驳回、已撤回
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "withdrawn";
            /** @description 修改后的名称；null 为不修改 */
            name: string | null;
            /** @description 修改后的封面；null 为不修改 */
            cover: string | null;
            /** @description 修改后的简介（富文本，已清洗）；null 为不修改 */
            introduction: string | null;
            /** @description 驳回原因 */
            reason: string;
            requested_by_name: string;
            /** Format: date-time */
            requested_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
        } | null;
        /** 信息变更审核列表的一项（含官网当前内容） */
        CompetitionChangeItem: {
            id: number;
            /**
             * @description 待审核、已通过（已在官网更新）、已驳回、已撤回
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "withdrawn";
            /** @description 修改后的名称；null 为不修改 */
            name: string | null;
            /** @description 修改后的封面；null 为不修改 */
            cover: string | null;
            /** @description 修改后的简介（富文本，已清洗）；null 为不修改 */
            introduction: string | null;
            /** @description 驳回原因 */
            reason: string;
            requested_by_name: string;
            /** Format: date-time */
            requested_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
            competition_id: number;
            /** @description 官网当前名称 */
            competition_name: string;
            /** @enum {integer} */
            c_type: 1 | 2;
            institution_id: number;
            institution_name: string;
            /** @description 官网当前的名称、封面、简介 */
            current: {
                name: string;
                cover: string;
                introduction: string;
            };
        };
        /** 信息变更审核列表 */
        CompetitionChangeList: {
            list: components["schemas"]["CompetitionChangeItem"][];
            total: number;
        };
        /** 赛事已保存 */
        CompetitionSaved: {
            id: number;
            /**
             * @description 1 = 已发布赛事的名称、封面或简介的修改已提交平台审核，审核通过后在官网生效
             * @enum {integer}
             */
            change_pending: 0 | 1;
        };
        /** 首页内容项（官网首页展示） */
        HomeItem: {
            id: number;
            title: string;
            /** @description 副标题或简介 */
            subtitle: string;
            /** @description 图片地址（头条图、封面、标志） */
            image: string;
            /** @description 点击跳转的链接：站内路径或 http(s) 地址 */
            link: string;
            /** @description 视频地址（赛事视频） */
            video_url: string;
            /** @description 关联的已发布赛事 */
            competition_id: number | null;
            /**
             * Format: date-time
             * @description 关联赛事的开始时间
             */
            start_at: string | null;
            /** @description 关联赛事的举办地点 */
            location: string;
            /** @description 关联赛事的运动项目 */
            sport: string;
        };
        /** 官网首页数据（只含已启用且在展示时间内的内容，按排序） */
        OfficialHome: {
            headlines: components["schemas"]["HomeItem"][];
            recommended_columns: components["schemas"]["HomeItem"][];
            recommended_events: components["schemas"]["HomeItem"][];
            event_videos: components["schemas"]["HomeItem"][];
            event_photos: components["schemas"]["HomeItem"][];
            brand_events: components["schemas"]["HomeItem"][];
            partners: components["schemas"]["HomeItem"][];
            friendly_links: components["schemas"]["HomeItem"][];
        };
        /** 首页栏目内容（后台） */
        HomeBlockItem: {
            id: number;
            /** @enum {string} */
            block: "headline" | "recommend_column" | "recommended_event" | "event_video" | "event_photo" | "brand_event" | "partner" | "friendly_link";
            title: string;
            subtitle: string;
            image: string;
            link: string;
            video_url: string;
            competition_id: number | null;
            competition_name: string;
            sort: number;
            /** @description 是否启用 */
            is_show: boolean;
            /**
             * Format: date-time
             * @description 开始展示时间（空：立即）
             */
            show_from: string | null;
            /**
             * Format: date-time
             * @description 结束展示时间（空：一直）
             */
            show_until: string | null;
            /** @description 此刻是否在官网首页展示（启用且在展示时间内） */
            showing: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        /** 首页栏目内容列表（按排序） */
        HomeBlockItemList: {
            list: components["schemas"]["HomeBlockItem"][];
            total: number;
        };
        /** 可推荐到首页的已发布赛事 */
        HomeCompetitionCandidate: {
            id: number;
            name: string;
            c_type: number;
            sport: string;
            /** Format: date-time */
            start_at: string;
            location: string;
            cover: string;
            /** @description 推荐赛事中的内容编号（未推荐为空） */
            recommended_id: number | null;
            /** @description 头条中的内容编号（未设为头条为空） */
            headline_id: number | null;
        };
        /** 可推荐到首页的已发布赛事列表 */
        HomeCompetitionCandidateList: {
            list: components["schemas"]["HomeCompetitionCandidate"][];
            total: number;
        };
        /** 入驻申请凭证（验证手机号后发放，请求头 X-Enrolment-Token） */
        EnrolmentGrant: {
            token: string;
            mobile: string;
            /** @description 有效秒数 */
            expire_in: number;
        };
        /** 已提交的入驻申请 */
        ApplicationSubmitted: {
            id: number;
            /** @description 申请编号 */
            application_no: string;
            status: string;
            status_text: string;
        };
        /** 入驻申请进度 */
        ApplicationSummary: {
            id: number;
            application_no: string;
            institution_type: number;
            name: string;
            credit_code: string;
            /** @description pending 待审核 | approved 已通过 | rejected 未通过 */
            status: string;
            status_text: string;
            review_reason: string;
            /** Format: date-time */
            created_at: string;
        };
        /** 某手机号的入驻申请 */
        ApplicationList: {
            list: components["schemas"]["ApplicationSummary"][];
            total: number;
        };
        /** 已审核通过的场馆（手机端） */
        PhoneVenue: {
            id: number;
            name: string;
            address: string;
            city: string;
            district: string;
            cover: string;
            sports: string[];
            open_hours: string;
        };
        /** 已审核通过的场馆列表 */
        PhoneVenueList: {
            list: components["schemas"]["PhoneVenue"][];
            total: number;
        };
        /** 场馆详情（手机端 /cgDetail） */
        PhoneVenueDetail: {
            id: number;
            name: string;
            address: string;
            city: string;
            district: string;
            cover: string;
            photos: string[];
            sports: string[];
            open_hours: string;
            phone: string;
            longitude: number | null;
            latitude: number | null;
            institution_name: string;
            /** @description 场馆介绍（场馆信息） */
            intro: string;
            /** @description 场馆照片及其说明（与 photos 同序） */
            photo_items: components["schemas"]["VenuePhotoItem"][];
            /** @description 设施与服务 */
            services: components["schemas"]["VenueServiceEntry"][];
            courts: {
                id: number;
                name: string;
                sport: string;
                indoor: boolean;
                status: string;
            }[];
        };
        /** 入驻申请（审核列表） */
        InstitutionApplication: {
            id: number;
            /** @description 申请编号 */
            application_no: string;
            /** @description 1 政府/事业单位，2 社会组织/协会，3 青少年培训机构，4 场馆运营方，5 赞助商，6 赛事运营机构 */
            institution_type: number;
            institution_type_name: string;
            name: string;
            /** @description 统一社会信用代码 */
            credit_code: string;
            contact_name: string;
            contact_mobile: string;
            province: string;
            city: string;
            /**
             * @description pending 待审核，approved 已通过，rejected 未通过
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            status_text: string;
            /** @description 驳回原因（未驳回：空） */
            review_reason: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
        };
        /** 入驻申请列表 */
        InstitutionApplicationList: {
            list: components["schemas"]["InstitutionApplication"][];
            total: number;
        };
        /** 同一统一社会信用代码的其他入驻申请 */
        InstitutionApplicationHistory: {
            id: number;
            application_no: string;
            name: string;
            /**
             * @description pending 待审核，approved 已通过，rejected 未通过
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            status_text: string;
            review_reason: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
        };
        /** 入驻申请详情（审核） */
        InstitutionApplicationDetail: {
            id: number;
            /** @description 申请编号 */
            application_no: string;
            /** @description 1 政府/事业单位，2 社会组织/协会，3 青少年培训机构，4 场馆运营方，5 赞助商，6 赛事运营机构 */
            institution_type: number;
            institution_type_name: string;
            name: string;
            /** @description 统一社会信用代码 */
            credit_code: string;
            contact_name: string;
            contact_mobile: string;
            province: string;
            city: string;
            /**
             * @description pending 待审核，approved 已通过，rejected 未通过
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            status_text: string;
            /** @description 驳回原因（未驳回：空） */
            review_reason: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
            /** @description 统一社会信用代码是否通过校验 */
            credit_code_valid: boolean;
            legal_person: string;
            address: string;
            intro: string;
            logo: string;
            documents: {
                kind: string;
                /** @description 营业执照、事业单位法人证书、社会团体法人登记证书、场馆照片 */
                label: string;
                url: string;
            }[];
            /** @description 场馆运营方：场馆地址 */
            venue_address: string;
            /** @description 赞助商：赞助意向 */
            sponsorship_intent: string;
            reviewed_by_name: string;
            status_history: {
                status: string;
                status_text: string;
                at: string;
                reason: string;
            }[];
            /** @description 通过后创建的机构（未通过：0） */
            institution_id: number;
            history: components["schemas"]["InstitutionApplicationHistory"][];
        };
        /** 机构（平台管理员的机构列表） */
        AdminInstitution: {
            id: number;
            /** @description 1 政府/事业单位，2 社会组织/协会，3 青少年培训机构，4 场馆运营方，5 赞助商，6 赛事运营机构 */
            institution_type: number;
            institution_type_name: string;
            name: string;
            logo: string;
            region: string;
            contact_name: string;
            contact_phone: string;
            /** @description approved 正常，disabled 已停用 */
            status: string;
            status_text: string;
            /** @description 机构成员数 */
            staff_count: number;
            /** Format: date-time */
            created_at: string;
        };
        /** 机构列表（平台管理员） */
        AdminInstitutionList: {
            list: components["schemas"]["AdminInstitution"][];
            total: number;
        };
        /** 机构成员 */
        AdminInstitutionStaff: {
            user_id: number;
            account: string;
            nickname: string;
            /** @description 手机号（打码） */
            mobile: string;
            /** @description 机构管理员 */
            is_admin: boolean;
        };
        /** 停用 / 启用记录 */
        AdminInstitutionEvent: {
            /** @enum {string} */
            action: "disable" | "enable";
            action_text: string;
            reason: string;
            /** @description 操作人 */
            by_name: string;
            /** Format: date-time */
            at: string;
        };
        /** 机构详情（平台管理员） */
        AdminInstitutionDetail: {
            id: number;
            /** @description 1 政府/事业单位，2 社会组织/协会，3 青少年培训机构，4 场馆运营方，5 赞助商，6 赛事运营机构 */
            institution_type: number;
            institution_type_name: string;
            name: string;
            logo: string;
            region: string;
            contact_name: string;
            contact_phone: string;
            /** @description approved 正常，disabled 已停用 */
            status: string;
            status_text: string;
            /** @description 机构成员数 */
            staff_count: number;
            /** Format: date-time */
            created_at: string;
            address: string;
            intro: string;
            website: string;
            staff: components["schemas"]["AdminInstitutionStaff"][];
            events: components["schemas"]["AdminInstitutionEvent"][];
        };
        /** 找回密码凭证（10 分钟内有效，只能使用一次） */
        ResetGrant: {
            reset_token: string;
            expire_in: number;
        };
        /** 更换手机号凭证（原手机号验证通过后 10 分钟内有效，只能使用一次） */
        MobileChangeGrant: {
            change_token: string;
            expire_in: number;
        };
        /** 当前账号绑定的手机号（中间四位隐藏） */
        CustomerPhone: {
            mobile: string;
            /** @enum {integer} */
            bound: 0 | 1;
        };
        /** 微信授权地址 */
        WechatAuthorize: {
            url: string;
            expire_in: number;
        };
        /** 微信登录是否开启、本浏览器是否有待绑定的微信授权 */
        WechatStatus: {
            /** @enum {integer} */
            enabled: 0 | 1;
            /** @enum {integer} */
            bind_pending: 0 | 1;
        };
        /** 官网人员（已审核通过且本人选择公开） */
        OfficialPerson: {
            id: number;
            /**
             * @description athlete 运动员, referee 裁判员
             * @enum {string}
             */
            kind: "athlete" | "referee";
            real_name: string;
            /**
             * @description 1 男, 2 女
             * @enum {integer}
             */
            gender: 1 | 2;
            sport: string;
            level: string;
            region: string;
            institution_name: string;
            photo: string;
        };
        /** 官网人员列表 */
        OfficialPersonList: {
            list: components["schemas"]["OfficialPerson"][];
            total: number;
        };
        /** 已发布赛事中的个人成绩 */
        OfficialPersonResult: {
            competition_id: number;
            competition_name: string;
            /** Format: date-time */
            start_at: string;
            item_name: string;
            value: number | null;
            /** @description 计分方式：timed 计时（秒）, measured 测量（米/分）, 其他 */
            model: string;
            /** @enum {string} */
            status: "ok" | "DNF" | "DNS" | "DQ";
        };
        /** 本人保持或曾保持的最高纪录（已批准） */
        OfficialPersonRecord: {
            sport: string;
            item_name: string;
            value: number;
            competition_name: string;
            /** Format: date-time */
            achieved_at: string;
            /**
             * @description 1 = 现行纪录, 0 = 已被打破
             * @enum {integer}
             */
            current: 0 | 1;
        };
        /** 官网人员详情 */
        OfficialPersonDetail: {
            id: number;
            /**
             * @description athlete 运动员, referee 裁判员
             * @enum {string}
             */
            kind: "athlete" | "referee";
            real_name: string;
            /**
             * @description 1 男, 2 女
             * @enum {integer}
             */
            gender: 1 | 2;
            sport: string;
            level: string;
            region: string;
            institution_name: string;
            photo: string;
            results: components["schemas"]["OfficialPersonResult"][];
            records: components["schemas"]["OfficialPersonRecord"][];
        };
        /** 官网行业机构（列表项；intro 为简介摘要） */
        OfficialInstitution: {
            id: number;
            /** @description 机构类型 1–6（GLOSSARY） */
            institution_type: number;
            name: string;
            logo: string;
            region: string;
            intro: string;
        };
        /** 官网行业机构列表 */
        OfficialInstitutionList: {
            list: components["schemas"]["OfficialInstitution"][];
            total: number;
        };
        /** 场馆运营方的已审核场馆 */
        OfficialInstitutionVenue: {
            id: number;
            name: string;
            address: string;
            city: string;
            district: string;
            sports: string[];
            cover: string;
            open_hours: string;
        };
        /** 官网行业机构详情 */
        OfficialInstitutionDetail: {
            id: number;
            /** @description 机构类型 1–6（GLOSSARY） */
            institution_type: number;
            name: string;
            logo: string;
            region: string;
            intro: string;
            address: string;
            website: string;
            /** @description 机构未选择公开联系方式时为空 */
            contact_name: string;
            /** @description 机构未选择公开联系方式时为空 */
            contact_phone: string;
            competitions: components["schemas"]["OfficialCompetition"][];
            venues: components["schemas"]["OfficialInstitutionVenue"][];
        };
        /** 平台数据统计（官网 数据 页） */
        OfficialStatistics: {
            totals: {
                /** @description 已发布赛事 */
                competitions: number;
                /** @description 已通过的报名 */
                entrants: number;
                /** @description 已审核场馆 */
                venues: number;
                /** @description 已审核机构 */
                institutions: number;
                /** @description 已审核运动员 */
                athletes: number;
                /** @description 已审核裁判员 */
                referees: number;
            };
            /** @description 近12个月每月开赛的已发布赛事（中国时间），最早的月份在前 */
            competitions_by_month: {
                month: string;
                count: number;
            }[];
            /** @description 已发布赛事按运动项目，多的在前 */
            competitions_by_sport: {
                name: string;
                count: number;
            }[];
            /** @description 近12个月每月通过的报名 */
            entrants_by_month: {
                month: string;
                count: number;
            }[];
            /** @description 已审核场馆按城市 */
            venues_by_region: {
                name: string;
                count: number;
            }[];
            institutions_by_kind: {
                /** @description 机构类型 1–6（GLOSSARY） */
                institution_type: number;
                count: number;
            }[];
            /** @description 已审核机构按地区 */
            institutions_by_region: {
                name: string;
                count: number;
            }[];
            /** Format: date-time */
            generated_at: string;
        };
        /** 本人的运动员/裁判员注册 */
        MyPerson: {
            id: number;
            /**
             * @description athlete 运动员, referee 裁判员
             * @enum {string}
             */
            kind: "athlete" | "referee";
            real_name: string;
            /**
             * @description 1 男, 2 女
             * @enum {integer}
             */
            gender: 1 | 2;
            sport: string;
            level: string;
            region: string;
            institution_name: string;
            photo: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /**
             * @description 1 = 在官网公开（仅审核通过后展示）
             * @enum {integer}
             */
            is_public: 0 | 1;
        };
        /** 本人的运动员/裁判员注册列表 */
        MyPersons: {
            list: components["schemas"]["MyPerson"][];
        };
        /** 场地价格规则 */
        VenueCourtPriceRule: {
            id: number;
            /**
             * @description weekday 平日价，weekend 周末价，holiday 节假日价，peak 高峰价
             * @enum {string}
             */
            band: "weekday" | "weekend" | "holiday" | "peak";
            start: string;
            end: string;
            price_cents: number;
            member_price_cents: number | null;
            /** @description 平日价 06:00–18:00 ¥400/小时（会员 ¥320/小时） */
            text: string;
        };
        /** 场地（场馆管理） */
        VenueCourt: {
            id: number;
            venue_id: number;
            name: string;
            sport: string;
            /** @enum {integer} */
            indoor: 0 | 1;
            capacity: number;
            sort: number;
            price_per_hour_cents: number;
            /** @enum {string} */
            status: "open" | "maintenance" | "closed";
            /**
             * @description 0 = 已停用：不对外展示、不可预订，保留其预订记录
             * @enum {integer}
             */
            active: 0 | 1;
            price_rules: components["schemas"]["VenueCourtPriceRule"][];
        };
        /** 场地列表 */
        VenueCourtList: {
            list: components["schemas"]["VenueCourt"][];
            total: number;
        };
        /** 可预订时段（公开） */
        VenueSiteSlot: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            start_clock: string;
            end_clock: string;
            price_per_hour_cents: number | null;
            /** @description 该半小时的价格（分） */
            amount_cents: number | null;
            /** @description 周六 18:00–20:00 高峰价 ¥120/小时 */
            price_text: string | null;
            /**
             * @description free 可预订，taken 已被预订，closed 不开放（非营业时间、已过、闭馆、维护）
             * @enum {string}
             */
            state: "free" | "taken" | "closed";
        };
        /** 占用该时段的预订 */
        VenueBoardBooking: {
            id: number;
            /** @enum {string} */
            kind: "hold" | "booking" | "block";
            /** @enum {string} */
            status: "active" | "checked_in" | "cancelled" | "expired";
            name: string;
            mobile: string;
            check_in_code: string | null;
            note: string;
        } | null;
        /** 预订管理时段 */
        VenueBoardSlot: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            start_clock: string;
            end_clock: string;
            price_per_hour_cents: number | null;
            /** @description 该半小时的价格（分） */
            amount_cents: number | null;
            /** @description 周六 18:00–20:00 高峰价 ¥120/小时 */
            price_text: string | null;
            /**
             * @description free 空闲，taken 已预订或锁场，held 待支付，outside 非营业时间，closed 不开放，past 已过
             * @enum {string}
             */
            state: "free" | "taken" | "held" | "outside" | "closed" | "past";
            closed_reason: string | null;
            booking: components["schemas"]["VenueBoardBooking"];
        };
        /** 场地时段（公开） */
        VenueSiteCourt: {
            id: number;
            name: string;
            sport: string;
            /** @enum {integer} */
            indoor: 0 | 1;
            slots: components["schemas"]["VenueSiteSlot"][];
        };
        /** 场地时段（预订管理） */
        VenueBoardCourt: {
            id: number;
            name: string;
            sport: string;
            /** @enum {integer} */
            indoor: 0 | 1;
            /** @enum {string} */
            status: "open" | "maintenance" | "closed";
            slots: components["schemas"]["VenueBoardSlot"][];
        };
        /** 场馆一天的可预订时段 */
        VenueSiteBoard: {
            venue_id: number;
            venue_name: string;
            day: string;
            weekday: string;
            /** @description 当天营业时间，不营业为空 */
            open_text: string;
            courts: components["schemas"]["VenueSiteCourt"][];
        };
        /** 预订管理：场地 × 时段 */
        VenueBoard: {
            venue_id: number;
            venue_name: string;
            day: string;
            weekday: string;
            /** @description 当天营业时间，不营业为空 */
            open_text: string;
            courts: components["schemas"]["VenueBoardCourt"][];
        };
        /** 已锁定待支付的场地 */
        HeldBooking: {
            id: number;
            court_id: number;
            court_name: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            amount_cents: number;
            check_in_code: string;
        };
        /** 订场订单（待支付） */
        BookingOrder: {
            id: number;
            order_no: string;
            amount_cents: number;
            /** Format: date-time */
            expires_at: string;
        };
        /** 锁场结果：待支付订单与所订场地 */
        BookingHold: {
            order: components["schemas"]["BookingOrder"];
            bookings: components["schemas"]["HeldBooking"][];
        };
        /** 我的预订 */
        MyBooking: {
            id: number;
            venue_id: number;
            venue_name: string;
            court_id: number;
            court_name: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            /** @enum {string} */
            kind: "hold" | "booking" | "block";
            /** @enum {string} */
            status: "active" | "checked_in" | "cancelled" | "expired";
            /**
             * @description pending_payment 待支付，booked 已预订，blocked 已锁场，checked_in 已核销，cancelled 已取消，expired 已过期
             * @enum {string}
             */
            state: "pending_payment" | "booked" | "blocked" | "checked_in" | "cancelled" | "expired";
            state_label: string;
            amount_cents: number;
            check_in_code: string | null;
            /** Format: date-time */
            hold_expires_at: string | null;
            order_id: number | null;
            order_no: string | null;
            /** @enum {string|null} */
            order_status: "待支付" | "已支付" | "已退款" | "已关闭" | null;
        };
        /** 我的预订列表 */
        MyBookingList: {
            list: components["schemas"]["MyBooking"][];
            total: number;
        };
        /** 核销结果 */
        BookingCheckedIn: {
            id: number;
            venue_id: number;
            court_id: number;
            court_name: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            name: string;
            /** Format: date-time */
            checked_in_at: string;
        };
        /** 取消预订的结果（预订、订单与退款） */
        VenueBookingCancelled: {
            id: number;
            /**
             * @description cancelled 已取消
             * @enum {string}
             */
            status: "cancelled";
            /** @description 支付该预订的订单号（无订单：空） */
            order_no: string;
            /** @description 取消后订单的状态：已支付（部分退款或不退款）、已退款、已关闭（未支付的预订）；无订单：空 */
            order_status: string;
            /** @description 本次退款金额（分），按场馆退订规则（用户取消）或全额（场馆取消）；0 = 不退款 */
            refund_cents: number;
            /** @description 退款单号（无退款：空） */
            refund_no: string;
            /**
             * @description processing 退款中（原路退回），succeeded 已退款（退回账户余额）；无退款：空
             * @enum {string}
             */
            refund_status: "" | "processing" | "succeeded";
            /** @description 退款说明，如「距开始还有25小时30分钟，开始前24小时及以上取消全额退款，退款¥120」 */
            refund_text: string;
        };
        /** 分析中的场地 */
        VenueAnalysisCourt: {
            id: number;
            name: string;
            sport: string;
        };
        /** 热力图的一格：某场地某个钟点的占用 */
        VenueAnalysisCell: {
            court_id: number;
            /** @description 钟点 0–23（北京时间） */
            hour: number;
            /** @description 范围内该钟点的营业分钟数 */
            open_minutes: number;
            /** @description 其中已售出的预订分钟数 */
            booked_minutes: number;
            /** @description 占用率（%）；该钟点从未营业为 null */
            percent: number | null;
        };
        /** 高峰时段 */
        VenuePeakHour: {
            hour: number;
            percent: number;
            /** @description 18:00–19:00 */
            text: string;
        };
        /** 某天的预订收入 */
        VenueRevenueByDay: {
            /** Format: date */
            day: string;
            revenue_cents: number;
            bookings: number;
        };
        /** 某运动项目的预订收入 */
        VenueRevenueBySport: {
            sport: string;
            revenue_cents: number;
            bookings: number;
        };
        /** 取消率：范围内开始的预订中被取消的比例 */
        VenueCancellation: {
            total: number;
            cancelled: number;
            /** @description 百分比，一位小数 */
            percent: number;
        };
        /** 场馆数据分析 */
        VenueAnalysis: {
            venue_id: number;
            venue_name: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            courts: components["schemas"]["VenueAnalysisCourt"][];
            heatmap: components["schemas"]["VenueAnalysisCell"][];
            peak_hours: components["schemas"]["VenuePeakHour"][];
            revenue_by_day: components["schemas"]["VenueRevenueByDay"][];
            revenue_by_sport: components["schemas"]["VenueRevenueBySport"][];
            /** @description 已售出预订的金额合计（分） */
            revenue_cents: number;
            /** @description 已售出的预订数 */
            bookings: number;
            cancellation: components["schemas"]["VenueCancellation"];
        };
        /** 场馆的预订规则（手机端） */
        VenueSiteRules: {
            venue_id: number;
            /** @description 今天起可预订的日期（YYYY-MM-DD） */
            days: string[];
            /** @description 锁场后的支付时限（分钟） */
            payment_window_minutes: number;
            /** @description 一次预订同一场地的最长时长（分钟） */
            max_booking_minutes: number;
            /** @description 每位用户在本场馆未结束的预订上限，0 = 不限 */
            parallel_booking_limit: number;
            /** @description 开始前24小时及以上取消全额退款；2至24小时退50%；不足2小时不退款 */
            refund_policy_text: string;
            refund_tiers: {
                hours_before: number;
                percent: number;
            }[];
        };
        /** 所选时段空闲的场地 */
        VenueFreeCourt: {
            court_id: number;
            court_name: string;
            sport: string;
            /** @description 该时段的价格（分） */
            amount_cents: number;
        };
        /** 附近的空闲时段 */
        VenueFreeAlternative: {
            court_id: number;
            court_name: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            start_clock: string;
            end_clock: string;
            amount_cents: number;
        };
        /** 找空场：所选时段空闲的场地，没有时给出附近的空闲时段 */
        VenueFreeCourts: {
            day: string;
            start: string;
            end: string;
            free: components["schemas"]["VenueFreeCourt"][];
            alternatives: components["schemas"]["VenueFreeAlternative"][];
            /** @description 所选时段本身不可预订的原因（已过、不在营业时间、不是整半小时…），可预订为空 */
            refusal: string;
        };
        /** 候补 */
        VenueWaitlistEntry: {
            id: number;
            venue_id: number;
            venue_name: string;
            court_id: number;
            court_name: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            /**
             * @description 候补中 / 已为您保留（待支付）/ 已预订 / 已取消候补 / 已结束
             * @enum {string}
             */
            state: "waiting" | "offered" | "booked" | "cancelled" | "expired";
            state_label: string;
            /** @description 候补中时排在第几位（同一场地、时段重叠、先加入者在前），其他状态为 0 */
            position: number;
            /** @description 为您保留的场地（待支付的锁场或已付款的预订） */
            booking_id: number | null;
            /**
             * Format: date-time
             * @description 保留到何时（须在此前支付）
             */
            hold_expires_at: string | null;
            /** @description 保留场地的待支付订单号（收银台、继续支付） */
            order_no: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** 我的候补 */
        VenueWaitlistList: {
            list: components["schemas"]["VenueWaitlistEntry"][];
            total: number;
        };
        /** 前台收款订单（线下收款，已支付）；未收款为 null */
        DeskOrder: {
            id: number;
            order_no: string;
            amount_cents: number;
            status: string;
            pay_channel: string;
        } | null;
        /** 前台所订（或锁定）的场地时段 */
        DeskBookedItem: {
            id: number;
            court_id: number;
            court_name: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            amount_cents: number;
            check_in_code: string | null;
        };
        /** 前台预订 / 周期预订 / 锁场结果 */
        VenueDeskBooking: {
            order: components["schemas"]["DeskOrder"];
            amount_cents: number;
            recurring_group_id: string | null;
            bookings: components["schemas"]["DeskBookedItem"][];
        };
        /** 周期预订的一个日期 */
        RecurringOccurrence: {
            day: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            /**
             * @description 1 = 可预订，0 = 冲突（见 reasons）
             * @enum {integer}
             */
            free: 0 | 1;
            reasons: string[];
        };
        /** 周期预订预览：每个日期可否预订及冲突原因 */
        VenueRecurringPreview: {
            occurrences: components["schemas"]["RecurringOccurrence"][];
            free_count: number;
            colliding_count: number;
        };
        /** 解除锁场 */
        VenueUnblocked: {
            id: number;
            status: string;
        };
        /** 预订记录 */
        VenueBookingRecord: {
            id: number;
            court_id: number;
            court_name: string;
            /** @enum {string} */
            kind: "hold" | "booking" | "block";
            /**
             * @description pending_payment 待支付，booked 已预订，blocked 已锁场，checked_in 已核销，cancelled 已取消，expired 已过期
             * @enum {string}
             */
            state: "pending_payment" | "booked" | "blocked" | "checked_in" | "cancelled" | "expired";
            state_label: string;
            /**
             * @description online 线上预订，desk 前台预订，recurring 周期预订，block 锁场
             * @enum {string}
             */
            source: "online" | "desk" | "recurring" | "block";
            source_label: string;
            day: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            time_text: string;
            name: string;
            /** @description 脱敏手机号 138****0001 */
            mobile: string;
            check_in_code: string | null;
            amount_cents: number;
            order_no: string | null;
            order_status: string | null;
            pay_channel: string;
            note: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            checked_in_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
            cancel_reason: string;
        };
        /** 预订记录列表 */
        VenueBookingRecordList: {
            list: components["schemas"]["VenueBookingRecord"][];
            total: number;
        };
        /** 场馆审核详情（check/stadiumCheck/detail） */
        VenueReviewDetail: {
            id: number;
            institution_id: number;
            institution_name: string;
            name: string;
            address: string;
            city: string;
            district: string;
            sports: string[];
            /**
             * @description pending 待审核，approved 已上线，rejected 已驳回，closed 已关闭
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "closed";
            cover: string;
            phone: string;
            open_hours: string;
            /** @description 场馆照片地址 */
            photos: string[];
            longitude: number | null;
            latitude: number | null;
            /** @description 驳回原因（未驳回：空） */
            review_reason: string;
            /** Format: date-time */
            reviewed_at: string | null;
            reviewed_by_name: string;
            /** @description 最近一次关闭的原因 */
            close_reason: string;
            /** Format: date-time */
            closed_at: string | null;
            /** Format: date-time */
            created_at: string;
            courts: components["schemas"]["Court"][];
        };
        /** 审核、重新提交或重新开放后的场馆状态 */
        VenueReviewState: {
            id: number;
            /**
             * @description pending 待审核，approved 已上线，rejected 已驳回，closed 已关闭
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "closed";
            review_reason: string;
            close_reason: string;
            /** @description 此后待审核的新增场馆数（平台） */
            add_venue_count: number;
        };
        /** 关闭场馆的结果 */
        VenueClosed: {
            id: number;
            /**
             * @description pending 待审核，approved 已上线，rejected 已驳回，closed 已关闭
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "closed";
            review_reason: string;
            close_reason: string;
            add_venue_count: number;
            /** @description 本次取消的未结束预订数（已支付的全额退款，未支付的关闭订单） */
            cancelled: number;
            /** @description 本次全额退款的合计（分） */
            refund_cents: number;
            /** @description 暂未能取消的预订数（订单另有待处理的退款）：再次关闭即可 */
            left: number;
            text: string;
        };
        /** 意见反馈的回复 */
        VenueFeedbackReply: {
            id: number;
            /**
             * @description venue 场馆回复，platform 平台回复
             * @enum {string}
             */
            side: "venue" | "platform";
            side_label: string;
            author_name: string;
            content: string;
            /** Format: date-time */
            created_at: string;
        };
        /** 意见反馈（含回复） */
        VenueFeedback: {
            id: number;
            user_name: string;
            /** @description 反馈的场馆（0：平台） */
            venue_id: number;
            venue_name: string;
            content: string;
            photos: string[];
            contact: string;
            /**
             * @description pending 待回复，replied 已回复
             * @enum {string}
             */
            status: "pending" | "replied";
            status_label: string;
            /** Format: date-time */
            created_at: string;
            replies: components["schemas"]["VenueFeedbackReply"][];
        };
        /** 意见反馈列表 */
        VenueFeedbackList: {
            list: components["schemas"]["VenueFeedback"][];
            total: number;
        };
        /** 操作记录 */
        OperationRecord: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @description 接口（METHOD /api/路径） */
            operation: string;
            /** @description 操作 */
            label: string;
            /** @description 操作人（用户编号；访客为空） */
            actor_id: number | null;
            actor_name: string;
            institution_id: number | null;
            institution_name: string;
            /** @description 对象类型（数据表） */
            object_type: string;
            object_type_label: string;
            object_id: string | null;
            object_name: string;
            /**
             * @description 对象的变化：新增 / 修改 / 删除
             * @enum {string}
             */
            action: "insert" | "update" | "delete";
            action_label: string;
            ip: string;
            user_agent: string;
        };
        /** 操作记录列表 */
        OperationRecordList: {
            list: components["schemas"]["OperationRecord"][];
            total: number;
        };
        /** 变更的字段 */
        OperationRecordField: {
            field: string;
            label: string;
            /** @description 变更前（新增时为空） */
            before: string | null;
            /** @description 变更后（删除时为空） */
            after: string | null;
        };
        /** 变更的一行数据 */
        OperationRecordChange: {
            table: string;
            table_label: string;
            /** @enum {string} */
            op: "insert" | "update" | "delete";
            op_label: string;
            id: string | null;
            fields: components["schemas"]["OperationRecordField"][];
        };
        /** 操作记录详情 */
        OperationRecordDetail: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @description 接口（METHOD /api/路径） */
            operation: string;
            /** @description 操作 */
            label: string;
            /** @description 操作人（用户编号；访客为空） */
            actor_id: number | null;
            actor_name: string;
            institution_id: number | null;
            institution_name: string;
            /** @description 对象类型（数据表） */
            object_type: string;
            object_type_label: string;
            object_id: string | null;
            object_name: string;
            /**
             * @description 对象的变化：新增 / 修改 / 删除
             * @enum {string}
             */
            action: "insert" | "update" | "delete";
            action_label: string;
            ip: string;
            user_agent: string;
            changes: components["schemas"]["OperationRecordChange"][];
        };
        /** 注册要求（报名窗口） */
        RegisterSetting: {
            id: number;
            institution_id: number;
            institution_name: string;
            /**
             * @description athlete 运动员，referee 裁判员
             * @enum {string}
             */
            kind: "athlete" | "referee";
            kind_text: string;
            title: string;
            sports: string[];
            fields: ("level" | "region" | "mobile" | "intro")[];
            documents: string[];
            notice: string;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            /**
             * @description not_started 未开始，open 注册中，ended 已结束
             * @enum {string}
             */
            state: "not_started" | "open" | "ended";
            state_text: string;
        };
        /** 注册要求列表 */
        RegisterSettingList: {
            list: components["schemas"]["RegisterSetting"][];
            total: number;
        };
        /** 注册时间校验 */
        RegisterTime: {
            /** @enum {integer} */
            open: 0 | 1;
            /**
             * @description not_started 未开始，open 注册中，ended 已结束
             * @enum {string}
             */
            state: "not_started" | "open" | "ended";
            state_text: string;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            /** @description 不在注册时间内的原因（在注册时间内：空） */
            message: string;
        };
        /** 实名认证 */
        PersonIdentity: {
            real_name: string;
            /** @description 身份证号（本人可见全号） */
            id_card: string;
            /** @description 1 男，2 女（由身份证号得出） */
            gender: number;
            birth_date: string;
            photo: string;
            /**
             * @description none 未认证，pending 待审核，verified 已认证
             * @enum {string}
             */
            status: "none" | "pending" | "verified";
            status_text: string;
            verified_by_name: string;
            /** Format: date-time */
            verified_at: string | null;
        };
        /** 运动员/裁判员注册 */
        Registration: {
            id: number;
            user_id: number;
            /**
             * @description athlete 运动员，referee 裁判员
             * @enum {string}
             */
            kind: "athlete" | "referee";
            kind_text: string;
            institution_id: number;
            institution_name: string;
            setting_id: number;
            setting_title: string;
            real_name: string;
            gender: number;
            /** @description 身份证号（列表中隐去中间位） */
            id_card: string;
            sport: string;
            level: string;
            region: string;
            mobile: string;
            /**
             * @description pending 待审核，approved 已通过，rejected 未通过
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            status_text: string;
            review_reason: string;
            /** @enum {integer} */
            is_public: 0 | 1;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
        };
        /** 注册名单 */
        RegistrationList: {
            list: components["schemas"]["Registration"][];
            total: number;
        };
        /** 注册详情 */
        RegistrationDetail: {
            id: number;
            user_id: number;
            /**
             * @description athlete 运动员，referee 裁判员
             * @enum {string}
             */
            kind: "athlete" | "referee";
            kind_text: string;
            institution_id: number;
            institution_name: string;
            setting_id: number;
            setting_title: string;
            real_name: string;
            gender: number;
            /** @description 身份证号（列表中隐去中间位） */
            id_card: string;
            sport: string;
            level: string;
            region: string;
            mobile: string;
            /**
             * @description pending 待审核，approved 已通过，rejected 未通过
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            status_text: string;
            review_reason: string;
            /** @enum {integer} */
            is_public: 0 | 1;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
            birth_date: string;
            photo: string;
            intro: string;
            documents: {
                name: string;
                url: string;
            }[];
            /** @enum {string} */
            identity_status: "none" | "pending" | "verified";
            identity_status_text: string;
            identity_photo: string;
            account: string;
        };
        /** 我的注册 */
        MyRegistrations: {
            list: components["schemas"]["RegistrationDetail"][];
        };
        /** 省级行政区 */
        Country: {
            code: string;
            name: string;
        };
        /** 省级行政区列表 */
        CountryList: {
            list: components["schemas"]["Country"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
