# gridsolve 命令行的中文：每个子命令的简介和每个参数的说明。
# 键为 子命令-参数（与 clap 的参数 id 相同）；英文原文是源代码中的文档注释。
# crates/gridsolve/src/lang.rs 读取本文件；测试检查命令树中的每一项都有翻译、没有多余的键。

about = 以最优解求解翻转、开关、交换和滑块类网格谜题，解释答案，并评判他人的答案。
after-help = 不带子命令时，gridsolve 运行 `demo`：求解并讲解各道评测题的样例。
help-flag = 打印帮助
version-flag = 打印版本
lang-flag = 帮助与消息的语言：en 或 zh（默认取自区域设置 LC_ALL、LC_MESSAGES 或 LANG）

-input-file = 输入文件；省略或为 `-` 时读标准输入
-explain-changed = 给人看：画出每个答案的每一步，标出变化的格子
-explain-tile = 给人看：画出每个答案的每一步，标出移动的数字块
-explain-grid = 给人看：画出棋盘、按键矩阵和按下之后的棋盘
-algorithm-toggle = 求解器：auto（一次建好的表和线性代数）、linear，或逐盘搜索，如 bfs
-algorithm-swap = 求解器：auto（最小费用匹配）、matching，或逐盘搜索，如 bfs
-algorithm-eight = 求解器：auto 或 table（从目标出发一次 BFS 求出全部 181,440 个局面的距离），或逐盘搜索（bfs、bibfs、astar、使用曼哈顿距离加线性冲突的 idastar）
-algorithm-grid = 求解器：auto（在 GF(2) 上求出可行的第一行，取按键最少者，并列时取字典序最小）
-problem = 题目：poj1753、poj2965、p1225、p4289、p1379、hdu1043、p2324、poj3279 或 poj1222
-format = 输出格式
-seed = 随机种子：同一个种子总给出同样的数据
-wrap = 棋盘是环面：模板越过边界后从另一侧绕回

demo-about = 求解每道评测题的样例并逐步讲解

poj1753-about = POJ 1753 Flip Game：翻成同色的最少次数，或 "Impossible"
poj1753-file = { -input-file }
poj1753-explain = { -explain-changed }
poj1753-algorithm = { -algorithm-toggle }
poj2965-about = POJ 2965 The Pilots Brothers' refrigerator：最少按动次数，按行优先列出
poj2965-file = { -input-file }
poj2965-explain = { -explain-changed }
poj2965-algorithm = { -algorithm-toggle }
p1225-about = 洛谷 P1225：从初始到目标的最少相邻交换次数，并列出每次交换
p1225-file = { -input-file }
p1225-explain = { -explain-changed }
p1225-algorithm = { -algorithm-swap }
p4289-about = 洛谷 P4289（HAOI 2008）：最少相邻交换次数，只输出次数
p4289-file = { -input-file }
p4289-explain = { -explain-changed }
p4289-algorithm = { -algorithm-swap }
p1379-about = 洛谷 P1379 八数码难题：八数码移到 123804765 的最少步数
p1379-file = { -input-file }
p1379-explain = { -explain-tile }
p1379-algorithm = { -algorithm-eight }
hdu1043-about = HDU 1043 / POJ 1077 Eight：到 12345678x 的一条最短 u/d/l/r 路径，或 "unsolvable"
hdu1043-file = { -input-file }
hdu1043-explain = { -explain-tile }
hdu1043-algorithm = { -algorithm-eight }
p2324-about = 洛谷 P2324 骑士精神：到目标的最少骑士步数（不超过 15 时），否则 -1
p2324-file = { -input-file }
p2324-explain = 给人看：画出每个答案的每一步，标出移动的骑士
p2324-algorithm = 求解器：auto 或 idastar（以错位骑士数为下界的 IDA*，深度上限 15），或不设上限的通用搜索（bfs、bibfs、astar），每个用例至多 2,000,000 个状态
poj3279-about = POJ 3279 Fliptile：按动最少、字典序最小的方案，或 "IMPOSSIBLE"
poj3279-file = { -input-file }
poj3279-explain = { -explain-grid }
poj3279-algorithm = { -algorithm-grid }
poj1222-about = POJ 1222 EXTENDED LIGHTS OUT：每个 5 x 6 谜题唯一的按键矩阵
poj1222-file = { -input-file }
poj1222-explain = { -explain-grid }
poj1222-algorithm = { -algorithm-grid }

solve-about = 求解任意大小的开关、交换、滑块或骑士谜题，可选任意算法
solve-moves = 移动规则：plus、cross、stencil:ROWS（如 stencil:.#./###/.#.）、buttons:FILE（每行一个按钮，列出它的格子 ROW,COL）、swap、slide（数字块，0 为空格）或 knight（P2324 的 0/1/*）
solve-states = 开关规则：每格有 K 种状态（2 到 255），按一下加 1 再模 K；K <= 10 时棋盘写成数字，否则写成整数
solve-wrap = { -wrap }
solve-goal = 开关规则的目标：zeros（默认）、ones、uniform（全 0 或全 1），或一个棋盘文件 FILE
solve-algorithm = 使用哪个求解器
solve-stats = 报告工作量：展开和存储的状态数、搜索前沿峰值、用时
solve-patterns = --moves slide 超过 9 格的棋盘（--algorithm auto）所用的模式数据库，保存在缓存目录（$GRIDSOLVE_CACHE_DIR，否则为系统的缓存目录）
solve-threads = --moves slide 用模式数据库时（多于 9 格的棋盘，--algorithm auto）用几个线程：IDA* 的每一轮分给它们（路径与单线程相同；0 为每个核一个；最多 256）。其他规则和算法只用一个
solve-explain = 给人看：画出答案的每一步，标出变化的格子（文本格式，小棋盘）
solve-format = { -format }
solve-board = 初始棋盘：若干行 0/1（或 ./#、b/w、+/-）；省略或为 - 时读标准输入
solve-target = 目标棋盘（仅交换谜题）
solve-target_board = --moves slide|knight 的目标棋盘（默认：1, 2, ... 按行排列、空格在最后；5x5 骑士为 P2324 的目标）

census-about = 统计到目标每个距离上各有多少个棋盘（上帝之数）
census-moves = 移动规则：plus、cross、stencil:ROWS（如 stencil:.#./###/.#.）、buttons:FILE（每行一个按钮，列出它的格子 ROW,COL）、slide 或 knight；除 swap 外的所有规则
census-states = 每格有 K 种状态（2 到 255），按一下加 1 再模 K；K > 2 和按钮逐盘统计（至多 2^24 个棋盘）
census-wrap = { -wrap }
census-size = 棋盘大小 ROWSxCOLS，如 5x5（开关规则：至多 64 格；骑士默认 5x5）
census-goal = 目标：全 0、全 1，或 uniform（取较近者）
census-format = { -format }
census-target = 滑块和骑士：目标棋盘（默认：1, 2, ...，空格在最后；骑士为 P2324 的目标）
census-max_memory = 滑块和骑士：距离表最多可用的内存（每个棋盘 2 位），如 512M、12G；默认 1G；不超过本机内存
census-workers = 滑块和骑士：每个进程的工作线程数（默认每核一个；至多 256）
census-processes = 滑块和骑士：作为 P 个进程在 timely dataflow 上运行（timely 的 -n）；单独给出时，本进程在本机启动其他进程
census-process = 手工启动的进程在 --processes 中的序号，从 0 开始（timely 的 -p）；需要 --secret-file
census-hostfile = 每行一个 host:port，每个进程一行（timely 的 -h）；默认 127.0.0.1:2101、:2102……
census-connect_timeout = 一个进程等待同一作业的其他进程连接的秒数
census-secret_file = 作业的共享密钥（至少 16 字节，每个手工启动的进程用同一个文件）：各进程在交换任何数据之前先证明知道它
census-peer_timeout = 运行中的作业里一个进程可以多少秒不发任何数据（连每秒一次的心跳也没有），超过后其他进程结束作业
census-spawned = 由作业的进程 0 启动：作业的密钥和地址从标准输入读取

check-about = 特殊评测（special judge）：检查选手的输出（testlib 或 Kattis 协议）
check-problem = { -problem }
check-protocol = 由哪个评测系统调用评测程序
check-minimum = 只接受最短路径（HDU 1043 / POJ 1077）。不加此项时与真实评测一致：接受任何至多 1,000,000 步、能解开棋盘的路径。其他题目在两种规则下答案都必须是最少步数（docs/problems/judges.md）
check-files = 各个文件，按协议规定的顺序（见下文）

stress-about = 对拍：在生成的数据上运行选手程序、评判，并把第一个出错的用例缩到最小
stress-problem = { -problem }
stress-count = 尝试多少个用例（1 到 10,000,000）
stress-seed = { -seed }
stress-kind = 只用这一类用例（random、solvable、unsolvable、solved、hardest）；默认先试边界情况，再轮流试每一类
stress-timeout_ms = 每个用例的时限（毫秒）：一次运行的时限是它乘以这次运行的用例数（--batch 时至多 10,000 个）；超时则杀掉整个进程组
stress-batch = 把多个用例交给同一次运行（多组数据的程序；每次至多 10,000 个用例，每个用例 --timeout-ms 的时限），而不是每个用例运行一次
stress-explain = 画出出错用例的正确解法
stress-minimum = 只接受最短路径（HDU 1043）；默认与真实评测一致，接受任何能解开棋盘的路径（同 `gridsolve check`）
stress-format = { -format }
stress-program = 被测程序及其参数，写在 `--` 之后

gen-about = 为评测题生成测试输入
gen-problem = { -problem }
gen-count = 用例个数，一个接一个
gen-seed = 随机种子：同一个种子在每个版本中都给出完全相同的字节
gen-kind = mixed（默认，一套测试数据的搭配：每 4 个用例中 2 个有解、1 个随机、1 个无解——题目有无解棋盘时，即 poj1753、hdu1043、p2324、poj3279；否则随机）、random、solvable、unsolvable、solved（答案为 0），或 hardest（距离最远的棋盘：p1379 的目标 123804765 为 30 步，148 个棋盘；hdu1043 的 12345678x 为 31 步，2 个棋盘；p2324 为 15 步；poj3279 为 15 x 15 的棋盘）

export-about = 把一道题的 testlib 评测程序（checker）或数据校验器（validator）导出为单个 C++ 文件
export-what = 导出什么
export-problem = { -problem }
export-output = 写入文件 FILE，而不是标准输出
export-minimum = 评测程序只接受最短路径（HDU 1043；真实评测接受任何能解开棋盘的路径）。等同于用 -DGRIDSOLVE_SHORTEST_ONLY 编译

package-about = 为 Kattis、DOMjudge、HydroOJ、洛谷或 Polygon 生成题目包
package-problem = { -problem }；或者不给，而用谜题的参数（--moves ... --size RxC）出你自己的题
package-format = 题目包面向的平台
package-out = 题目包的文件夹：先整个写在它旁边的新文件夹里，再改名放到这里。已有的文件夹只有为空或是以前的题目包（含 gridsolve-package.txt）时才会被替换
package-moves = 你自己的谜题，用 `gridsolve solve` 的参数：plus、cross、stencil:ROWS、swap、slide 或 knight
package-states = 你自己的谜题：格子有 K 种状态（2、3、5 或 7），按一下加 1（模 K）
package-wrap = 你自己的谜题：棋盘是环面
package-goal = 你自己的谜题：按键类谜题的目标，zeros（默认）、ones 或 uniform
package-target = 你自己的谜题：滑块谜题的目标棋盘（默认 1、2……空格在最后）
package-size = 你自己的谜题：最大的棋盘，ROWSxCOLS（子任务的尺寸在它之下选取）
package-unsolvable_tests = 你自己的谜题：一定要有答案为 -1 的测试（无法达到目标的棋盘）；每个棋盘都能达到目标的变体会被拒绝
package-title = 你自己的谜题：题目标题（默认按规则生成）
package-title_zh = 你自己的谜题：中文标题（默认用 --title，否则按规则生成）
package-force = 即使 --out 不是以前的题目包（装有其他文件的文件夹、一个文件、一个链接：替换链接本身，而不是它指向的东西）也整个替换
package-count = 九道评测题之一的秘密测试文件个数（1 到 1000；不给时为 10）：先是最难的棋盘，然后其他每类各一个，再是随机的；三个及以上时最后一个含 20 个用例。（你自己的谜题的测试按它的状态空间选取。）
package-seed = 生成器的随机种子
package-testlib = 存放 testlib.h 的目录（kattis、domjudge 和 dmoj 的题目包会附带它）

serve-about = 在本机提供逐步搜索的可视化页面
serve-port = 在 127.0.0.1 上监听的端口；0 表示自动选一个空闲端口（会打印网址）

check-after-help =
    协议：
      testlib（默认）     gridsolve check PROBLEM INPUT OUTPUT ANSWER [REPORT [-appes]]
                          退出码 0 通过，1 答案错误，2 格式错误，3 评测失败（FAIL）；
                          标准错误输出一行（给出 REPORT 时也写入其中；加 -appes 时为 testlib 的 XML）。
      kattis              gridsolve check PROBLEM --protocol kattis INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT
                          退出码 42 通过，43 拒绝，1 评测出错；原因写在 FEEDBACK_DIR/judgemessage.txt。
                          FEEDBACK_DIR 之后的校验器参数会被接受并忽略。
      cms                 gridsolve check PROBLEM --protocol cms INPUT ANSWER OUTPUT
                          标准输出为得分（1.0 通过，0.0 拒绝），标准错误为原因，退出码 0；
                          评测失败时不输出得分、退出码 1，CMS 据此报告评测失败。
export-after-help =
    把 testlib.h 放在文件旁边编译：g++ -fno-asm -std=c++14 -O2 checker.cpp -o checker
      checker INPUT OUTPUT ANSWER     退出码 0 正确，1 答案错误，2 输出格式错误，3 FAIL
      validator < INPUT               INPUT 合法时退出码为 0
package-after-help =
    DIR 就是题目包：先整个写进它旁边的新文件夹，再改名放到这里，所以其中不会留下以前的文件；
    已有的 DIR 只有为空或是以前的题目包时才会被替换（加 --force 则无论是什么都替换）。
    格式（zip 文件写在 DIR 中，名为 PROBLEM.zip）：
      kattis    题目包目录（problem format 2023-07）：problem.yaml、statement/（en、zh）、
                data/sample 和 data/secret、input_validators/、output_validator/、submissions/   [需要 testlib.h]
      domjudge  DIR/PROBLEM.zip：旧版 Kattis 布局、domjudge-problem.ini、problem.html          [需要 testlib.h]
      hydro     DIR/PROBLEM.zip：PROBLEM/problem.yaml、题面、testdata/（含 config.yaml 子任务）和 chk.cc
      dmoj      DIR 就是这道题的文件夹（以题目命名）：init.yml（以 bridged 方式调用 testlib      [需要 testlib.h]
                评测程序）、checker.cpp、testlib.h、数据和题面；放到评测机的题目存储目录中
      luogu     checker.cpp 和编号的数据文件 1.in、1.out……
      polygon   一个手动上传的文件夹（不是 Polygon 题目包）：checker.cpp、validator.cpp、tests/01、tests/01.a……
    testlib.h 从 --testlib DIR 复制，否则从 $TESTLIB_DIR 复制。

## clap 自己的话（错误信息，帮助中的默认值和可选值）

clap-error = 错误：
clap-usage = 用法：
clap-more-information = 更多信息请用 '--help'。
clap-unexpected-argument = 意外的参数 '
clap-found = '
clap-tip-similar-argument = {"  "}提示：有一个相近的参数：
clap-tip-similar-arguments = {"  "}提示：有几个相近的参数：
clap-tip-similar-subcommand = {"  "}提示：有一个相近的子命令：
clap-tip-similar-subcommands = {"  "}提示：有几个相近的子命令：
clap-invalid-value = 无效的值 '
clap-for = '，用于 '
clap-possible-values = [可选值：
clap-default = [默认：
clap-aliases = [别名：
clap-missing-required = 缺少以下必需的参数：
clap-value-required = 需要为 '
clap-but-none-supplied = ' 给出一个值，但没有给出
clap-unrecognized-subcommand = 无法识别的子命令 '
clap-the-argument = 参数 '
clap-cannot-be-used-with = ' 不能同时使用 '
clap-used-multiple-times = ' 不能用多次
clap-invalid-digit = 字符串中有无效的数字

## clap's phrases and the possible values' help (lang.rs: clap_text)
clap-possible-values-heading = 可选值：
clap-help-subcommand = 显示本帮助，或某个子命令的帮助
clap-tip-to-pass = {"  "}提示：要把 '
clap-as-a-value-use = ' 作为值传入，请用 '
clap-number-too-large = 数太大，超出了允许的范围
clap-number-too-small = 数太小，超出了允许的范围
clap-empty-number = 空字符串不是整数
check-protocol-cms = CMS 的评测程序（"comparator"）：INPUT ANSWER OUTPUT，分数写在标准输出
export-what-checker = testlib 评测程序（special judge）：checker INPUT OUTPUT ANSWER
export-what-validator = testlib 输入校验器：validator < INPUT
solve-patterns-auto = 缓存中有大的划分的文件时用它，否则用默认划分
solve-patterns-default = 默认划分（15 数码为 6-6-3，24 数码为 5-5-5-5-4）
solve-patterns-7-8 = Korf 和 Felner 的 7-8 划分（15 数码，空格的目标在角上），缺少时构建一次
solve-patterns-6-6-6-6 = 6-6-6-6 划分（24 数码，空格的目标在角上），缺少时构建一次
solve-format-grid = 翻转规则：按键矩阵，每行一串 0/1（1 = 按这个格子），用于很大的棋盘
