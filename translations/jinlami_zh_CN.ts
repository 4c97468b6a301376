<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;金拉米 Desktop {version}&lt;/h3&gt;&lt;p&gt;Two card games against fair bots, offline: 金拉米 (Jin Rummy, a Gin Rummy for two) and 拉米纸牌 (Rummy, for two to four players).&lt;/p&gt;&lt;p&gt;Card faces, backs and sounds are drawn and made by the app&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;金拉米 Desktop {version}&lt;/h3&gt;&lt;p&gt;离线和公平的电脑玩家玩两种纸牌游戏：金拉米（Jin Rummy，两人玩的 Gin Rummy）和拉米纸牌（Rummy，二至四人）。&lt;/p&gt;&lt;p&gt;牌面、牌背和音效全部由本程序自己的代码绘制和生成。&lt;/p&gt;&lt;p&gt;自由软件，采用 MIT 许可证。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AccuracyPage</name>
    <message>
        <source>Reviewed hand (oldest first)</source>
        <extracomment>How many reviewed hands the &quot;recent&quot; and &quot;first&quot; figures take.</extracomment>
        <translation>复盘过的局（从早到晚）</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Each reviewed hand</source>
        <translation>每一局复盘</translation>
    </message>
    <message>
        <source>Whole match reviewed</source>
        <translation>整场复盘</translation>
    </message>
    <message>
        <source>Accuracy over time</source>
        <translation>准确率变化</translation>
    </message>
    <message>
        <source>Hands reviewed:</source>
        <translation>复盘局数：</translation>
    </message>
    <message>
        <source>Mean accuracy:</source>
        <translation>平均准确率：</translation>
    </message>
    <message numerus="yes">
        <source>Last %n reviewed hand(s):</source>
        <translation>
            <numerusform>最近 %n 局复盘：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First %n reviewed hand(s):</source>
        <translation>
            <numerusform>最早 %n 局复盘：</numerusform>
        </translation>
    </message>
    <message>
        <source>Matches reviewed whole:</source>
        <translation>整场复盘的比赛：</translation>
    </message>
    <message>
        <source>Accuracy is the share of your decisions within 2 % win chance of the best move, valued from what you could see at the time. Review a hand from its result or from the hand history; each review is kept.</source>
        <translation>准确率是你的决策中与最佳着法胜率相差不超过 2 % 的比例，只按你当时能看到的牌估算。可在一局结束时或在历史记录中复盘；每次复盘都会保存。</translation>
    </message>
    <message>
        <source>No hand reviewed yet: the chart starts after one.</source>
        <translation>还没有复盘过的局：复盘一局后开始显示图表。</translation>
    </message>
</context>
<context>
    <name>DataLock</name>
    <message>
        <source>Data folder in use</source>
        <extracomment>How long the second step of start-up waits for the window&apos;s first frame at most. Held until the first hand is painted (its first look would walk all of start-up).</extracomment>
        <translation>数据文件夹正在使用中</translation>
    </message>
    <message>
        <source>Open &amp;read-only</source>
        <translation>只读打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Another 金拉米 Desktop is using the data folder {folder}. One data folder serves one app at a time.</source>
        <translation>另一个金拉米 Desktop 正在使用数据文件夹 {folder}。一个数据文件夹同一时间只能供一个程序使用。</translation>
    </message>
    <message>
        <source>Another 金拉米 Desktop (process {pid} on the computer {host}) is using the data folder {folder}. One data folder serves one app at a time.</source>
        <translation>另一个金拉米 Desktop（计算机 {host} 上的进程 {pid}）正在使用数据文件夹 {folder}。一个数据文件夹同一时间只能供一个程序使用。</translation>
    </message>
    <message>
        <source>Another 金拉米 Desktop (process {pid}) is using the data folder {folder}. One data folder serves one app at a time.</source>
        <translation>另一个金拉米 Desktop（进程 {pid}）正在使用数据文件夹 {folder}。一个数据文件夹同一时间只能由一个程序使用。</translation>
    </message>
    <message>
        <source>The data folder cannot be locked: {path} is a folder, where the app keeps its lock file. Move or remove that folder; until then this app cannot tell whether another one is using the data folder.</source>
        <translation>无法锁定数据文件夹：{path} 是一个文件夹，而程序要在这里存放锁文件。请移走或删除这个文件夹；在此之前，本程序无法判断是否有另一个程序正在使用该数据文件夹。</translation>
    </message>
    <message>
        <source>The data folder cannot be locked: {path} is not a file (a link, a pipe or a device is there), where the app keeps its lock file. Move or remove it; until then this app cannot tell whether another one is using the data folder.</source>
        <translation>无法锁定数据文件夹：{path} 不是文件（那里是链接、管道或设备），而程序要在这里存放锁文件。请移走或删除它；在此之前，本程序无法判断是否有另一个程序正在使用该数据文件夹。</translation>
    </message>
    <message>
        <source>Read-only: this window keeps nothing (no autosave, no statistics, no settings) and leaves the other app&apos;s files alone.</source>
        <translation>只读：本窗口不保存任何内容（不自动存档、不记录统计、不保存设置），也不会改动另一个程序的文件。</translation>
    </message>
</context>
<context>
    <name>DealWordsBox</name>
    <message>
        <source>Your words for the deal (optional), typed after the app&apos;s commitment:</source>
        <extracomment>The words changed (their problem, if any, may have too).</extracomment>
        <translation>你的发牌词语（可不填），在程序作出下面的承诺之后输入：</translation>
    </message>
    <message>
        <source>The app&apos;s commitment: {commitment}</source>
        <translation>程序的承诺：{commitment}</translation>
    </message>
    <message>
        <source>The app has committed to its secret before you type: this is its SHA-256. The seed will be the hash of that secret and your words, so neither you nor the app alone chooses the deal.</source>
        <translation>在你输入之前，程序已对它的秘密数作出承诺：这就是它的 SHA-256 值。种子将由这个秘密数和你的词语一起散列得出，所以牌局既不是你一方、也不是程序一方单独决定的。</translation>
    </message>
    <message>
        <source>e.g. plum blossom</source>
        <translation>例如：梅花</translation>
    </message>
    <message>
        <source>Up to {limit} characters, mixed with the app&apos;s secret into the seed; both are shown when the match ends. Leave empty to deal as usual.</source>
        <translation>最多 {limit} 个字符，与程序的秘密数一起混合成种子；比赛结束时两者都会公开。留空则照常发牌。</translation>
    </message>
</context>
<context>
    <name>DrillWords</name>
    <message>
        <source>Which card do you discard?</source>
        <extracomment>Every kind of drill the engine makes (``engine.drills``).</extracomment>
        <translation>打出哪一张？</translation>
    </message>
    <message>
        <source>Take the up-card?</source>
        <translation>要不要亮牌？</translation>
    </message>
    <message>
        <source>Which pile do you draw from?</source>
        <translation>从哪一堆抓牌？</translation>
    </message>
    <message>
        <source>Knock now?</source>
        <translation>现在胡牌吗？</translation>
    </message>
    <message>
        <source>Lay off where?</source>
        <translation>贴到哪里？</translation>
    </message>
    <message>
        <source>Lay down a meld now, or play on?</source>
        <translation>现在摊出搭子，还是先留着？</translation>
    </message>
    <message>
        <source>What do you play?</source>
        <translation>你怎么走？</translation>
    </message>
    <message>
        <source>Drag the card to the discard pile, or double-click it (keys: arrows, Enter).</source>
        <translation>把牌拖到换牌堆上，或双击它（键盘：方向键、回车）。</translation>
    </message>
    <message>
        <source>Click the discard pile to take it, or Pass on the panel (keys: D or P).</source>
        <translation>点击换牌堆拿走亮牌，或在侧栏点“不要”（键盘：D 或 P）。</translation>
    </message>
    <message>
        <source>Click the stock or the discard pile (keys: S or D).</source>
        <translation>点击底牌或换牌堆（键盘：S 或 D）。</translation>
    </message>
    <message>
        <source>Right-click a card to knock with it (key: K), or discard it as usual to play on.</source>
        <translation>右键点击一张牌用它胡牌（键盘：K），或照常打出一张牌继续打。</translation>
    </message>
    <message>
        <source>Drag a card onto the knocker&apos;s meld, or click Done laying off on the panel.</source>
        <translation>把牌拖到胡牌人的搭子上，或在侧栏点“贴牌完毕”。</translation>
    </message>
    <message>
        <source>Select the cards and drag them to the table to meld, or discard to play on.</source>
        <translation>选中几张牌拖到桌上摊出，或打出一张牌继续打。</translation>
    </message>
    <message>
        <source>Play your move on the table as usual.</source>
        <translation>像平时一样在牌桌上走这一步。</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>每日一题</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>你的牌局</translation>
    </message>
    <message>
        <source>Right: {move} is the best move here.</source>
        <translation>答对了：这里最好的走法就是“{move}”。</translation>
    </message>
    <message>
        <source>Not the best: you chose {move}; the best move is {best}.</source>
        <translation>不是最好的：你选了“{move}”，最好的走法是“{best}”。</translation>
    </message>
    <message>
        <source>The usual move is {move} ({loss}).</source>
        <translation>常见的走法是“{move}”（{loss}）。</translation>
    </message>
    <message>
        <source>In your hand you played {move} ({loss}).</source>
        <translation>当时你走的是“{move}”（{loss}）。</translation>
    </message>
    <message numerus="yes">
        <source>It comes back in %n day(s).</source>
        <translation>
            <numerusform>%n 天后再练这一题。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillsSection</name>
    <message>
        <source>{learnt} of {drills}</source>
        <extracomment>The keys of the section&apos;s figures, in their order. The &quot;recent&quot; figure&apos;s span, in days.</extracomment>
        <translation>{drills} 道中的 {learnt} 道</translation>
    </message>
    <message>
        <source>Week of drills</source>
        <translation>练习周</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>答对</translation>
    </message>
    <message>
        <source>Accuracy on drills, week by week</source>
        <translation>每周练习的正确率</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Drills answered:</source>
        <translation>已答练习：</translation>
    </message>
    <message>
        <source>Answered right:</source>
        <translation>答对比例：</translation>
    </message>
    <message numerus="yes">
        <source>Right in the last %n day(s):</source>
        <translation>
            <numerusform>最近 %n 天答对：</numerusform>
        </translation>
    </message>
    <message>
        <source>Due today:</source>
        <translation>今天待练：</translation>
    </message>
    <message>
        <source>Learnt:</source>
        <translation>已掌握：</translation>
    </message>
    <message>
        <source>No drill answered yet: Help → Drills asks your costly moves again.</source>
        <translation>还没有答过练习：“帮助 → 练习”会把你失分的走法再问一次。</translation>
    </message>
</context>
<context>
    <name>DrillsWindow</name>
    <message>
        <source>{value} %</source>
        <extracomment>How many due drills the screen lists in one sitting (the rest wait for the next).</extracomment>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>today</source>
        <extracomment>The refusal code of the move that answers a drill (and of any move after it). The guide, as the tutorial&apos;s: a warm paper tone; a right answer green, a wrong one red. The guide&apos;s words grow with a tall window (× window height / this, at most ×MAX_SCALE). The list&apos;s columns: game, question, from, due, right answers in a row. The window closed (the held match plays on). The drills listed (due today, or the daily puzzles), and the one on the table. The answer of the drill on the table (``None`` until the player moves). Words said after the verdict: when it comes back, or a storage problem. Answers the statistics could not keep yet (tried again: :meth:`keep_answers`). A storage problem of the list (said over it; the drills still play).</extracomment>
        <translation>今天</translation>
    </message>
    <message>
        <source>since {day}</source>
        <translation>自 {day} 起</translation>
    </message>
    <message numerus="yes">
        <source>%n drill(s) due today, from your own reviewed hands.</source>
        <translation>
            <numerusform>今天有 %n 道练习，来自你复盘过的牌局。</numerusform>
        </translation>
    </message>
    <message>
        <source>No drill of your own is due today: here is today&apos;s puzzle of each game.</source>
        <translation>今天没有你自己的练习：这里是每种玩法的今日一题。</translation>
    </message>
    <message>
        <source>Nothing to practise today. Review a hand to make drills of it.</source>
        <translation>今天没有要练的。复盘一局，就能从中生成练习。</translation>
    </message>
    <message numerus="yes">
        <source>Answered so far: %n, right {share}.</source>
        <translation>
            <numerusform>至今已答 %n 题，答对 {share}。</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is not kept yet: {problem} It is tried again with the next answer and when the drills close.</source>
        <translation>这次的回答还没有保存：{problem} 下次作答时和关闭练习时会再试一次。</translation>
    </message>
    <message>
        <source>Drill {n} of {count} · {game} · {source}</source>
        <translation>第 {n} 题，共 {count} 题 · {game} · {source}</translation>
    </message>
    <message>
        <source>&amp;Next drill</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>完成(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Back to the list</source>
        <translation>回到列表(&amp;B)</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Drills: your own mistakes, asked again</source>
        <translation>练习：把你的失误再问一次</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>到期</translation>
    </message>
    <message>
        <source>Right in a row</source>
        <translation>连续答对</translation>
    </message>
    <message>
        <source>Today&apos;s drills</source>
        <translation>今天的练习</translation>
    </message>
    <message>
        <source>Each drill is a position as you saw it, never a card you could not see. A right answer brings the drill back after 1, 3, 7, then 21 days; a wrong one brings it back tomorrow.</source>
        <translation>每道练习都是你当时看到的局面，绝不会露出你看不到的牌。答对后，这道题依次在 1、3、7、21 天后再出现；答错了，明天再练。</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
</context>
<context>
    <name>FairnessBadge</name>
    <message>
        <source>Deals committed: {fingerprint} (revealed)</source>
        <translation>发牌承诺：{fingerprint}（已公开）</translation>
    </message>
    <message>
        <source>Deals committed: {fingerprint}</source>
        <translation>发牌承诺：{fingerprint}</translation>
    </message>
    <message>
        <source>The SHA-256 commitment to the app&apos;s secret, made before you typed your words; the seed is the hash of both:
{commitment}
Game → Match info… shows it whole, and the secret, seed and salt once the match has ended.</source>
        <translation>程序对其秘密数的 SHA-256 承诺，在你输入词语之前就已作出；种子是两者的散列值：
{commitment}
游戏 → 比赛信息… 显示完整的值，比赛结束后还显示秘密数、种子和盐值。</translation>
    </message>
    <message>
        <source>The SHA-256 commitment to this match&apos;s seed, fixed before the first card:
{commitment}
Game → Match info… shows it whole, and the seed and salt once the match has ended.</source>
        <translation>本场比赛种子的 SHA-256 承诺，在发第一张牌之前就已确定：
{commitment}
游戏 → 比赛信息… 显示完整的值，比赛结束后还显示种子和盐值。</translation>
    </message>
</context>
<context>
    <name>HandResultDialog</name>
    <message>
        <source>Hand {number}</source>
        <extracomment>The bot&apos;s portrait beside its name, on the knocker&apos;s or the defender&apos;s row.</extracomment>
        <translation>第 {number} 局</translation>
    </message>
    <message>
        <source>Nobody scores in this hand.</source>
        <translation>本局双方均不得分。</translation>
    </message>
    <message numerus="yes">
        <source>You win %n point(s).</source>
        <translation>
            <numerusform>你赢 %n 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins %n point(s).</source>
        <translation>
            <numerusform>{name}赢 %n 分。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} knocked (deadwood {points}):</source>
        <translation>{name}胡牌（米数 {points}）：</translation>
    </message>
    <message>
        <source>You laid off:</source>
        <translation>你贴牌：</translation>
    </message>
    <message>
        <source>{name} laid off:</source>
        <translation>{name}贴牌：</translation>
    </message>
    <message>
        <source>{name} (deadwood {points}):</source>
        <translation>{name}（米数 {points}）：</translation>
    </message>
    <message>
        <source>Total: {points}</source>
        <translation>合计：{points}</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>你的手牌：</translation>
    </message>
    <message>
        <source>Match score: {a} {pa} : {pb} {b}</source>
        <translation>比赛比分：{a} {pa} : {pb} {b}</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>新比赛…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Team score: your team {a} : {b} the other team</source>
        <translation>队伍比分：本队 {a} : {b} 对方队</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message>
        <source>Hint: meld {cards}</source>
        <translation>提示：摊出 {cards}</translation>
    </message>
    <message>
        <source>a run</source>
        <extracomment>A game&apos;s words for the reason against taking a card (``no_gain``), given the card.</extracomment>
        <translation>这是同花顺</translation>
    </message>
    <message>
        <source>a set</source>
        <translation>这是刻子</translation>
    </message>
    <message>
        <source>completes the run {cards}</source>
        <translation>凑成同花顺 {cards}</translation>
    </message>
    <message>
        <source>completes the set {cards}</source>
        <translation>凑成刻子 {cards}</translation>
    </message>
    <message>
        <source>goes with {card} for a run</source>
        <translation>与 {card} 连成同花顺的搭子</translation>
    </message>
    <message>
        <source>pairs with {card} for a set</source>
        <translation>与 {card} 成对，可凑刻子</translation>
    </message>
    <message>
        <source>keeps {cards} for a run</source>
        <translation>留着 {cards} 凑同花顺</translation>
    </message>
    <message>
        <source>keeps {cards} for a set</source>
        <translation>留着 {cards} 凑刻子</translation>
    </message>
    <message>
        <source>{card} goes with no other card</source>
        <translation>{card} 与其他牌都搭不上</translation>
    </message>
    <message>
        <source>{card} helps none of your melds</source>
        <translation>{card} 与你的牌组不成搭子</translation>
    </message>
    <message>
        <source>taking {card} would not lower your deadwood</source>
        <translation>吃 {card} 也不能减少米数</translation>
    </message>
    <message>
        <source>deadwood after your discard: {points}</source>
        <translation>打牌后米数：{points}</translation>
    </message>
    <message>
        <source>your deadwood stays {points}</source>
        <translation>你的米数仍是 {points}</translation>
    </message>
    <message>
        <source>deadwood after: {points}</source>
        <translation>之后米数：{points}</translation>
    </message>
    <message>
        <source>gin: no deadwood</source>
        <translation>金胡：没有米牌</translation>
    </message>
    <message>
        <source>deadwood: {points}</source>
        <translation>米数：{points}</translation>
    </message>
    <message>
        <source>knock now: deadwood {points}</source>
        <translation>现在胡牌：米数 {points}</translation>
    </message>
    <message>
        <source>fits {cards}</source>
        <translation>可贴到 {cards} 上</translation>
    </message>
    <message>
        <source>you go out</source>
        <translation>就此出完</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in your hand</source>
        <translation>
            <numerusform>手中还剩 %n 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unseen card(s) would make a meld, against {m} after discarding {card}</source>
        <translation>
            <numerusform>有 %n 张未见的牌能组成搭子，打出 {card} 则只有 {m} 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) fewer in your hand</source>
        <translation>
            <numerusform>手中少 %n 点</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the reasons of a hint</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>{move} — {reasons}</source>
        <translation>{move}——{reasons}</translation>
    </message>
</context>
<context>
    <name>HollywoodWords</name>
    <message>
        <source>A drawn hand scores in no game.</source>
        <extracomment>Marks a decided game in the sheet&apos;s and the scoreboard&apos;s cells.</extracomment>
        <translation>平局不计入任何一盘。</translation>
    </message>
    <message>
        <source>The games this win counts in are decided: it scores in none.</source>
        <translation>这一胜该计入的几盘都已决出胜负，不再计分。</translation>
    </message>
    <message>
        <source>Scored in game {a}.</source>
        <translation>计入第 {a} 盘。</translation>
    </message>
    <message>
        <source>Scored in games {a} and {b}.</source>
        <translation>计入第 {a}、{b} 盘。</translation>
    </message>
    <message>
        <source>Scored in games {a}, {b} and {c}.</source>
        <translation>计入第 {a}、{b}、{c} 盘。</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>第 {n} 盘</translation>
    </message>
    <message>
        <source>Game {n}: {a} : {b}, still open</source>
        <translation>第 {n} 盘：{a} : {b}，尚未决出</translation>
    </message>
    <message>
        <source>Game {n}: drawn {a} : {b}</source>
        <translation>第 {n} 盘：{a} : {b} 打平</translation>
    </message>
    <message>
        <source>Game {n}: you win {a} : {b}</source>
        <translation>第 {n} 盘：你赢 {a} : {b}</translation>
    </message>
    <message>
        <source>Game {n}: {name} wins {a} : {b}</source>
        <translation>第 {n} 盘：{name} 赢 {a} : {b}</translation>
    </message>
</context>
<context>
    <name>JinlamiPanel</name>
    <message>
        <source>Score</source>
        <translation>比分</translation>
    </message>
    <message>
        <source>Arrange your hand:</source>
        <translation>整理手牌：</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>本局出牌记录</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>搭子</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>花色</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Melds first, then deadwood</source>
        <translation>先放搭子，再放米牌</translation>
    </message>
    <message>
        <source>By suit, then by rank</source>
        <translation>先按花色，再按点数</translation>
    </message>
    <message>
        <source>By rank, then by suit</source>
        <translation>先按点数，再按花色</translation>
    </message>
    <message>
        <source>Pass (leave the up-card)</source>
        <translation>不要（放弃亮牌）</translation>
    </message>
    <message>
        <source>Do not take the up-card (P)</source>
        <translation>不拿亮牌（P）</translation>
    </message>
    <message>
        <source>Best layoff</source>
        <translation>最佳贴牌</translation>
    </message>
    <message>
        <source>Lay off the cards that leave you the best result (B)</source>
        <translation>贴出对你最有利的牌（B）</translation>
    </message>
    <message>
        <source>Done laying off</source>
        <translation>贴牌完毕</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show what a strong bot would play (H); the match then counts as practice</source>
        <translation>看看强力电脑会怎么打（H）；这场比赛随即记为练习</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Deal the next hand (Ctrl+Enter)</source>
        <translation>发下一局（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Gin is possible: drop a card on the knock area</source>
        <translation>可以金胡：把一张牌拖到胡牌区</translation>
    </message>
    <message numerus="yes">
        <source>You can knock with %n point(s) of deadwood</source>
        <translation>
            <numerusform>可以米胡：米数 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your unfinished match is saved: Game → Resume unfinished match…</source>
        <translation>未完成的比赛已保存：游戏 → 继续未完成的比赛…</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}：{points}</translation>
    </message>
    <message>
        <source>Duel {i} of {n} — team score {a} : {b}</source>
        <translation>第 {i} / {n} 场单挑 — 队伍比分 {a} : {b}</translation>
    </message>
    <message>
        <source>Replay of hand {n}</source>
        <translation>第 {n} 局回放</translation>
    </message>
    <message>
        <source>Hand {n} of {total}</source>
        <translation>第 {n} 局，共 {total} 局</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>Dealer: {name}</source>
        <translation>庄家：{name}</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>底牌：%n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards left to draw</source>
        <translation>还能抓的牌</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n card(s)</source>
        <translation>
            <numerusform>{name}手里有 %n 张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Finish laying off and settle the hand (F)</source>
        <translation>结束贴牌并结算本局（F）</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>轮到{name}</translation>
    </message>
    <message>
        <source>Start a new match from the Game menu</source>
        <translation>请从“游戏”菜单开始新比赛</translation>
    </message>
    <message>
        <source>{name}: {activity}</source>
        <translation>{name}：{activity}</translation>
    </message>
</context>
<context>
    <name>JinlamiScene</name>
    <message>
        <source>Discard</source>
        <extracomment>A dark plate under the opponent&apos;s portrait and name, so they read on the felt as a seat (as 拉米纸牌&apos;s plates), not as loose small print. The opponent bot&apos;s portrait, left of its name on the felt (hidden for none). The bot level the portrait shows (&quot;&quot;: none). Each seat&apos;s last move (by seat), in the room the rows leave free. Oklahoma&apos;s plate under the discard pile: the up-card and the terms it set.</extracomment>
        <translation>换牌堆</translation>
    </message>
    <message>
        <source>Gin possible! Drop a card here</source>
        <translation>可以金胡！把牌拖到这里</translation>
    </message>
    <message>
        <source>Knock possible! Drop a card here</source>
        <translation>可以米胡！把牌拖到这里</translation>
    </message>
    <message>
        <source>Gin only here (face down)</source>
        <translation>胡牌区：只许金胡（扣牌）</translation>
    </message>
    <message>
        <source>Knock here (face down)</source>
        <translation>胡牌区（扣牌）</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}：%n 张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Deadwood after your best discard: {points}</source>
        <translation>打出最合适的牌后米数：{points}</translation>
    </message>
    <message>
        <source>Deadwood: {points}</source>
        <translation>米数：{points}</translation>
    </message>
</context>
<context>
    <name>JinlamiScore</name>
    <message>
        <source>Duel {i} of {n} · hand {k} of {total}</source>
        <extracomment>The settlement kinds that are a gin of some kind (三金, 二金, 金龙, International gin).</extracomment>
        <translation>第 {i}/{n} 场单挑 · 第 {k}/{total} 局</translation>
    </message>
    <message>
        <source>Hand {k} of {total}</source>
        <translation>第 {k} 局，共 {total} 局</translation>
    </message>
    <message>
        <source>Hand {k} · first to {target}</source>
        <translation>第 {k} 局 · 先到 {target} 分</translation>
    </message>
    <message>
        <source>Hand {k} · Hollywood, three games to {target}</source>
        <translation>第 {k} 局 · 好莱坞，三盘各到 {target} 分</translation>
    </message>
    <message>
        <source>Hand {k} · game to {target}</source>
        <translation>第 {k} 局 · 国际局 {target} 分</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>比赛结束</translation>
    </message>
    <message>
        <source>Dealer: {name}</source>
        <translation>庄家：{name}</translation>
    </message>
    <message>
        <source>With bonuses {a} : {b}</source>
        <translation>含奖励 {a} : {b}</translation>
    </message>
    <message>
        <source>Teams {a} : {b}</source>
        <translation>队伍 {a} : {b}</translation>
    </message>
    <message>
        <source>{game}: {cell}</source>
        <translation>{game}：{cell}</translation>
    </message>
    <message>
        <source>{name}: {result}</source>
        <translation>{name}：{result}</translation>
    </message>
    <message>
        <source>{game} · {mode}</source>
        <translation>{game} · {mode}</translation>
    </message>
    <message>
        <source>{a} against {b} — {result}</source>
        <translation>{a} 对 {b} —— {result}</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>本队</translation>
    </message>
    <message>
        <source>Other team</source>
        <translation>对方队</translation>
    </message>
    <message>
        <source>Game 1 to 3: the points scored in each game so far, {a} : {b}; {mark} the game is decided.</source>
        <translation>第 1 至 3 盘：各盘至今的得分，{a} : {b}；{mark} 表示该盘已决出胜负。</translation>
    </message>
    <message>
        <source>{result} · games {games}</source>
        <translation>{result} · 计入第 {games} 盘</translation>
    </message>
    <message>
        <source>{result} · no game</source>
        <translation>{result} · 不计入任何一盘</translation>
    </message>
    <message>
        <source>Hand {k} is in play.</source>
        <translation>第 {k} 局正在进行。</translation>
    </message>
    <message>
        <source>With the game, box and shut-out bonuses the final score is {a} : {b}.</source>
        <translation>加上赢局、胜局和完封奖励，最终比分为 {a} : {b}。</translation>
    </message>
    <message>
        <source>{points} ({result}, hand {k})</source>
        <translation>{points}（{result}，第 {k} 局）</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>已打局数</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>Gins (no deadwood)</source>
        <translation>金胡（无米牌）</translation>
    </message>
    <message>
        <source>Knocks won</source>
        <translation>米胡获胜</translation>
    </message>
    <message>
        <source>Undercuts</source>
        <translation>诈胡</translation>
    </message>
    <message>
        <source>Drawn hands</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>最佳一局</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>比赛打平。</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <translation>你的队伍赢得了比赛！</translation>
    </message>
    <message>
        <source>The other team wins the match.</source>
        <translation>对方队赢得了比赛。</translation>
    </message>
    <message>
        <source>Team score: your team {a} : {b} the other team</source>
        <translation>队伍比分：本队 {a} : {b} 对方队</translation>
    </message>
    <message>
        <source>Team score</source>
        <translation>队伍比分</translation>
    </message>
    <message>
        <source>Points: {name}</source>
        <translation>{name}得分</translation>
    </message>
    <message>
        <source>The other team</source>
        <translation>对方队</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>你赢得了比赛！</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name}赢得了比赛！</translation>
    </message>
    <message>
        <source>Final score: {a} {pa} : {pb} {b}</source>
        <translation>最终比分：{a} {pa} : {pb} {b}</translation>
    </message>
    <message>
        <source>Points from hands</source>
        <translation>各局得分</translation>
    </message>
    <message>
        <source>Game, box and shut-out bonuses</source>
        <translation>赢局、胜局与完封奖励</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>最终比分</translation>
    </message>
</context>
<context>
    <name>KeyHelp</name>
    <message>
        <source>Move between your cards</source>
        <extracomment>The main window&apos;s game commands that have a key, by attribute (the test reads each one&apos;s shortcut there and checks it is listed).</extracomment>
        <translation>在手牌之间移动</translation>
    </message>
    <message>
        <source>Go to your first / last card</source>
        <translation>跳到第一张 / 最后一张手牌</translation>
    </message>
    <message>
        <source>Move the card within your hand</source>
        <translation>在手牌中挪动这张牌</translation>
    </message>
    <message>
        <source>Hint (the match then counts as practice)</source>
        <translation>提示（比赛随即算作练习）</translation>
    </message>
    <message>
        <source>Arrange by melds / suit / rank</source>
        <translation>按搭子 / 花色 / 点数排列</translation>
    </message>
    <message>
        <source>Best layoff</source>
        <translation>最佳贴牌</translation>
    </message>
    <message>
        <source>Done laying off</source>
        <translation>贴牌完毕</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>从底牌抓牌</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>吃换牌堆顶上的牌</translation>
    </message>
    <message>
        <source>Pass on the up-card</source>
        <translation>不要亮牌</translation>
    </message>
    <message>
        <source>Play the card: discard it, or lay it off when laying off</source>
        <translation>打这张牌：打出，贴牌时则贴牌</translation>
    </message>
    <message>
        <source>Knock with the card (a dialog shows your melds first)</source>
        <translation>用这张牌胡牌（先弹出对话框显示你的搭子）</translation>
    </message>
    <message>
        <source>Select the card, or leave it out of the selection</source>
        <translation>选中这张牌，或取消选中</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>取消全部选中</translation>
    </message>
    <message>
        <source>Meld the selected cards</source>
        <translation>摊出选中的牌</translation>
    </message>
    <message>
        <source>Lay the card off on the first meld it fits</source>
        <translation>把这张牌贴到第一个能贴的搭子上</translation>
    </message>
    <message>
        <source>Discard the card</source>
        <translation>打出这张牌</translation>
    </message>
    <message>
        <source>Undo the last meld or lay-off</source>
        <translation>撤销上一次摊出或贴牌</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>KnockDialog</name>
    <message>
        <source>{melds}
Gin: no deadwood</source>
        <extracomment>The most ways to show the melds listed at once (more scroll).</extracomment>
        <translation>{melds}
金胡：没有米牌</translation>
    </message>
    <message>
        <source>{melds}
Deadwood {points}: {cards}</source>
        <translation>{melds}
米数 {points}：{cards}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>金胡</translation>
    </message>
    <message>
        <source>You go gin with {card} face down. Choose how to show your melds; the first is the suggested one.</source>
        <translation>你把 {card} 扣下金胡。请选择怎样摊出搭子；第一种是推荐的组合。</translation>
    </message>
    <message>
        <source>You knock with {card} face down. Choose how to show your melds; the first is the suggested one.</source>
        <translation>你把 {card} 扣下胡牌。请选择怎样摊出搭子；第一种是推荐的组合。</translation>
    </message>
    <message>
        <source>Choose how to show your melds.</source>
        <translation>请选择怎样摊出搭子。</translation>
    </message>
    <message>
        <source>Ways to show your melds</source>
        <translation>亮出搭子的组合</translation>
    </message>
    <message>
        <source>No deadwood: this is gin; no layoff allowed.</source>
        <translation>没有米牌：这是金胡，对方不能贴牌。</translation>
    </message>
    <message>
        <source>Deadwood {points}: the opponent may lay off on your melds.</source>
        <translation>米数 {points}：对方可以在你的搭子上贴牌。</translation>
    </message>
</context>
<context>
    <name>LayoffWords</name>
    <message>
        <source>set {cards}</source>
        <translation>刻子 {cards}</translation>
    </message>
    <message>
        <source>run {cards}</source>
        <translation>同花顺 {cards}</translation>
    </message>
    <message>
        <source>You laid off {cards} on your {meld}</source>
        <translation>你把 {cards} 贴到自己的{meld} 上</translation>
    </message>
    <message>
        <source>You laid off {cards} on {owner}&apos;s {meld}</source>
        <translation>你把 {cards} 贴到{owner}的{meld} 上</translation>
    </message>
    <message>
        <source>{name} laid off {cards} on its own {meld}</source>
        <translation>{name}把 {cards} 贴到自己的{meld} 上</translation>
    </message>
    <message>
        <source>{name} laid off {cards} on your {meld}</source>
        <translation>{name}把 {cards} 贴到你的{meld} 上</translation>
    </message>
    <message>
        <source>{name} laid off {cards} on {owner}&apos;s {meld}</source>
        <translation>{name}把 {cards} 贴到{owner}的{meld} 上</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>金拉米 Desktop is free software under the MIT licence. Run from source, it uses these Python packages, installed here with their own licence files:</source>
        <extracomment>The notice&apos;s file name in the bundle (``packaging/notices.py`` writes it). The distributions the app runs on (its runtime requirements and theirs). A notice larger than this is not ours: it is not read.</extracomment>
        <translation>金拉米 Desktop 是以 MIT 许可证发布的自由软件。从源代码运行时，它使用下列 Python 软件包，它们随各自的许可证文件安装在此：</translation>
    </message>
    <message>
        <source>Qt is used under the GNU LGPL version 3 (https://www.gnu.org/licenses/lgpl-3.0.html); its source is at https://download.qt.io/official_releases/qt/. The installed app carries the full notices of every component with their licence texts.</source>
        <translation>Qt 依据 GNU LGPL 第 3 版（https://www.gnu.org/licenses/lgpl-3.0.html）使用；其源代码位于 https://download.qt.io/official_releases/qt/。安装版应用附有每个组件的完整声明及其许可证全文。</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>许可证</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>金拉米 Desktop</source>
        <translation>金拉米 Desktop</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>Sounds of the table&apos;s events (a finished hand sounds as won or lost). The position the open knock dialog was made for (:func:`_position`).</extracomment>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Score and turn</source>
        <translation>比分与出牌顺序</translation>
    </message>
    <message>
        <source>金拉米 Desktop (read-only)</source>
        <extracomment>Saves and statistics (``None``: nothing is kept, e.g. most widget tests). Another instance holds the data folder: this one keeps nothing (title says so). Each game&apos;s controller, table, panel and dialogs, by registry id (in order), built the first time it is looked up (:meth:`_build_game`). Is the window whole (:meth:`complete`)? Until then it has only its frame. Set by the app to persist preferences (a callable taking Preferences). Set by the app to remember the new-match choices (a callable taking the chosen game&apos;s setup). Save as…, Load…, Resume, Statistics… and replay, with their dialogs. Game → Score sheet… and the match-end screen. The hand review (coach): its window, opened from the menu, results, statistics. The commitment&apos;s fingerprint in the status line (provably fair deals). How many hands wait to be recorded in the statistics, in the status line. Help → Tutorial: one entry per game. Help → Drills (and the review&apos;s Drills button). View → Full screen (F11): the window over the whole screen, and back. Help → Tutorial goes above this rule (:meth:`complete`).</extracomment>
        <translation>金拉米 Desktop（只读）</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>新比赛(&amp;N)…</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>下一局(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Resign match…</source>
        <translation>认输(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>读取存档(&amp;L)…</translation>
    </message>
    <message>
        <source>Res&amp;ume unfinished match…</source>
        <translation>继续未完成的比赛(&amp;U)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <source>Match &amp;info…</source>
        <translation>比赛信息(&amp;I)…</translation>
    </message>
    <message>
        <source>S&amp;core sheet…</source>
        <translation>记分表(&amp;C)…</translation>
    </message>
    <message>
        <source>Re&amp;view match…</source>
        <translation>复盘本场比赛(&amp;V)…</translation>
    </message>
    <message>
        <source>H&amp;and</source>
        <translation>手牌(&amp;A)</translation>
    </message>
    <message>
        <source>Arrange by &amp;melds</source>
        <translation>按搭子排列(&amp;M)</translation>
    </message>
    <message>
        <source>Arrange by &amp;suit</source>
        <translation>按花色排列(&amp;S)</translation>
    </message>
    <message>
        <source>Arrange by &amp;rank</source>
        <translation>按点数排列(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Best layoff</source>
        <translation>最佳贴牌(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Done laying off</source>
        <translation>贴牌完毕(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>许可证(&amp;L)…</translation>
    </message>
    <message>
        <source>Rummy table</source>
        <extracomment>Sounds of the table&apos;s events (a finished hand sounds as won or lost).</extracomment>
        <translation>拉米纸牌牌桌</translation>
    </message>
    <message>
        <source>Scores and turn</source>
        <translation>得分与轮次</translation>
    </message>
    <message>
        <source>A bot made an error and played a safe move</source>
        <translation>电脑出错了，改走了一步稳妥的牌</translation>
    </message>
    <message>
        <source>Back to the match in play</source>
        <extracomment>The scoreboard on the felt, at the game&apos;s :meth:`_board_place` (a click: the score sheet). A refusal&apos;s or a hint&apos;s words on the status line go at the next move. A gin, an undercut, a rummy or a match won on the felt before its dialog.</extracomment>
        <translation>回到进行中的比赛</translation>
    </message>
    <message>
        <source>You resigned the match.</source>
        <translation>你已认输。</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>新比赛</translation>
    </message>
    <message>
        <source>A match is unfinished. Abandon it and start a new one? It counts as abandoned, not as a loss.</source>
        <translation>还有一场比赛没有打完。放弃它并开始新比赛吗？它会记为放弃，不算输。</translation>
    </message>
    <message>
        <source>Resign this match? It counts as a loss.</source>
        <translation>认输这场比赛？这会计为输。</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Resign this match? Your opponent wins it.</source>
        <translation>认输这场比赛吗？对手将赢得比赛。</translation>
    </message>
    <message>
        <source>About 金拉米 Desktop</source>
        <translation>关于 金拉米 Desktop</translation>
    </message>
    <message>
        <source>Welcome back: the match goes on</source>
        <extracomment>A storage warning: its code, its parameters, and where a damaged file was moved. The statistics window was created (the review commands connect to it). The resume offer the player put off (&quot;Later&quot;); a new match declines it. The statistics database&apos;s start-up warning was told (or there was none). The deferred start-up held (:meth:`hold_start_up`), and left waiting.</extracomment>
        <translation>欢迎回来：比赛继续</translation>
    </message>
    <message>
        <source>The unfinished match is kept: Game → Resume unfinished match</source>
        <translation>未完成的比赛已保留：游戏 → 继续未完成的比赛</translation>
    </message>
    <message>
        <source>Saved files</source>
        <translation>存档文件</translation>
    </message>
    <message>
        <source>Some saved files needed attention. The app carries on.</source>
        <translation>有些存档文件需要注意。程序照常运行。</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>比赛另存为</translation>
    </message>
    <message>
        <source>A saved match named “{name}” exists. Replace it?</source>
        <translation>已有名为“{name}”的存档。要替换它吗？</translation>
    </message>
    <message>
        <source>Saved as “{name}”</source>
        <translation>已另存为“{name}”</translation>
    </message>
    <message>
        <source>This is an earlier position of the match in play. Go back to it? The match then counts as practice: it leaves the ranked statistics.</source>
        <translation>这是当前比赛较早的局面。要回到那里吗？这样比赛将算作练习，不再计入排名统计。</translation>
    </message>
    <message>
        <source>Loaded “{name}”: back to an earlier position, the match is practice now</source>
        <translation>已载入“{name}”：回到了较早的局面，这场比赛现在算作练习</translation>
    </message>
    <message>
        <source>Loaded “{name}”: that match was left (it stays abandoned); it goes on as practice</source>
        <translation>已载入“{name}”：那场比赛此前已放弃（仍记为放弃），现在作为练习继续</translation>
    </message>
    <message>
        <source>Load a saved match</source>
        <translation>读取存档</translation>
    </message>
    <message>
        <source>A match is in play. Load the saved one instead? The match in play counts as abandoned.</source>
        <extracomment>The app&apos;s own refusals of a loaded save (worded by ``error_text``).</extracomment>
        <translation>当前有比赛在进行。要改为读取存档吗？当前比赛将记为放弃。</translation>
    </message>
    <message>
        <source>Loaded “{name}”</source>
        <translation>已读取“{name}”</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>There is no recorded hand to review yet.</source>
        <extracomment>How long the status line keeps a note, in milliseconds (past the picture).
----------
The review&apos;s share of the window&apos;s width, docked beside the table. The width of the handle between the table and the dock, allowed for (pixels). How long the status line shows a decision&apos;s explanation, in milliseconds. The dock the review is shown in beside the table (``None`` when closed). The statistics window, hidden while the review it opened is beside the table. The end-of-hand dialogs hidden while the review is beside the table (they would cover the position &quot;Show on the table&quot; shows), each with its game. The game whose table shows a position the review asked for (its replay ends with the review, so the match in play and its result come back). The evaluation&apos;s effort (``review_model.EFFORT``; tests use ``quick``). What the review&apos;s Drills button opens (the window&apos;s drills screen).</extracomment>
        <translation>还没有可复盘的已记录的局。</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Before your move {i}: {why}</source>
        <translation>第 {i} 步你出手之前：{why}</translation>
    </message>
    <message>
        <source>Tutorial: {game}</source>
        <extracomment>The tutorial on show (``None`` when none is open).</extracomment>
        <translation>教程：{game}</translation>
    </message>
    <message>
        <source>&amp;Drills…</source>
        <extracomment>The drills on show (``None`` when closed).</extracomment>
        <translation>练习(&amp;D)…</translation>
    </message>
    <message>
        <source>Your costly moves from reviewed hands, asked again on the table</source>
        <translation>把复盘中失分的走法放到牌桌上再问一次</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>Match over</source>
        <extracomment>The fewest figure rows kept in view when the screen is short (the rest scroll). The winner&apos;s row of the standings: gold, with dark words (readable in a dark theme). The final standings, the winner first (place, name, score, hands won).</extracomment>
        <translation>比赛结束</translation>
    </message>
    <message>
        <source>The match in figures</source>
        <translation>比赛数据</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最终排名</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>Hand by hand</source>
        <translation>逐局记录</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>再来一场</translation>
    </message>
    <message>
        <source>The same match again, with a new deal</source>
        <translation>同样的设置再比一场，重新发牌</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>新比赛…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>{place}.</source>
        <comment>a place in the final standings</comment>
        <translation>第 {place} 名</translation>
    </message>
    <message>
        <source>{name} — winner</source>
        <comment>the winner&apos;s row of the standings</comment>
        <translation>{name} · 胜者</translation>
    </message>
</context>
<context>
    <name>MatchInfoDialog</name>
    <message>
        <source>Match info</source>
        <extracomment>The rows of the reveal (rebuilt at each filling; ``None`` when not shown). A deal from the player&apos;s words: the words, and the app&apos;s secret once revealed. Centred over the window when opened and as its rows change its size.</extracomment>
        <translation>比赛信息</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the seed to the clipboard</source>
        <translation>把种子复制到剪贴板</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>复制(&amp;P)</translation>
    </message>
    <message>
        <source>Copy the commitment to the clipboard</source>
        <translation>把承诺复制到剪贴板</translation>
    </message>
    <message>
        <source>&amp;Verify the deals</source>
        <translation>验证发牌(&amp;V)</translation>
    </message>
    <message>
        <source>The deals can be verified once the match has ended.</source>
        <translation>比赛结束后才能验证发牌。</translation>
    </message>
    <message>
        <source>No match is on the table.</source>
        <translation>桌上没有比赛。</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>人数：</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>{mode}: {target}</source>
        <translation>{mode}：{target}</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>游戏模式：</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>对手：</translation>
    </message>
    <message>
        <source>Commitment:</source>
        <translation>承诺：</translation>
    </message>
    <message>
        <source>hidden until the match ends</source>
        <translation>比赛结束前保密</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>Salt:</source>
        <translation>盐值：</translation>
    </message>
    <message>
        <source>Your words:</source>
        <translation>你的词语：</translation>
    </message>
    <message>
        <source>App secret:</source>
        <translation>程序的秘密数：</translation>
    </message>
    <message>
        <source>Revealed: the match was {how}.</source>
        <translation>已公开：比赛{how}。</translation>
    </message>
    <message>
        <source>The app committed to its secret before you typed your words; the seed is the hash of both. The secret and salt are revealed when the match ends.</source>
        <translation>在你输入词语之前，程序已对它的秘密数作出承诺；种子是两者的散列值。比赛结束时公开秘密数和盐值。</translation>
    </message>
    <message>
        <source>Committed before the first card; the seed and salt are revealed when the match ends.</source>
        <translation>发第一张牌之前已作出承诺；比赛结束时公开种子和盐值。</translation>
    </message>
    <message>
        <source>Fair deals:</source>
        <translation>公平发牌：</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>已打局数：</translation>
    </message>
</context>
<context>
    <name>MomentWords</name>
    <message>
        <source>{result}!</source>
        <extracomment>The results that get a moment of their own.</extracomment>
        <translation>{result}！</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <translation>你的队伍赢得了比赛！</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>你赢得了比赛！</translation>
    </message>
    <message>
        <source>Rummy!</source>
        <comment>拉米纸牌: out in one turn</comment>
        <translation>一把出完！</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>Above every card and the callouts. The share of the moment when the fan has opened, and when the count has ended. The most cards fanned out (a wider fan is unreadable). The fan&apos;s whole spread, in degrees, at most.</extracomment>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>新比赛</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <source>Rummy (2–4 players)</source>
        <extracomment>Whether the player picked the target (else it follows the levels).</extracomment>
        <translation>拉米纸牌（2–4 人）</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>人数：</translation>
    </message>
    <message>
        <source>You and 1 to 3 bots; with 3 or 4 players everyone gets 7 cards</source>
        <translation>你和 1 到 3 个电脑；3 人或 4 人时每人发 7 张牌</translation>
    </message>
    <message>
        <source>Opponent {n}:</source>
        <translation>对手 {n}：</translation>
    </message>
    <message>
        <source>The first player to reach it wins the match. Hard and expert bots keep their melds for a doubled rummy, so against them it starts at 300</source>
        <translation>先达到此分数的玩家赢得比赛。困难和专家电脑会把组合留在手里，等一把出完得双倍分，所以对它们的比赛从 300 分起</translation>
    </message>
    <message>
        <source>Each hand&apos;s up-card sets it (an ace: gin only)</source>
        <extracomment>A note&apos;s least width, in heights of its text&apos;s line: the dialog grows wide enough for each note to take a line or two, not four (its height is what a 1024×640 screen lacks).</extracomment>
        <translation>由每局的亮牌决定（亮牌为 A 时只许金胡）</translation>
    </message>
    <message>
        <source>None: Straight Gin is won by gin only</source>
        <translation>无：直金拉米只许金胡</translation>
    </message>
    <message>
        <source>Hollywood needs International scoring: a Jin Rummy gin (50 or more) would end a game to 100 in two hands.</source>
        <translation>好莱坞只配国际计分：按金拉米计分，一次金胡就有 50 分以上，两局就能打完一盘 100 分。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>规则预设：</translation>
    </message>
    <message>
        <source>Knock limit:</source>
        <translation>米胡上限：</translation>
    </message>
    <message>
        <source>The most deadwood points a player may knock with</source>
        <translation>米胡时米数最多可以是多少</translation>
    </message>
    <message>
        <source>How the cards are dealt, the knock limit and how hands are scored</source>
        <translation>发牌方式、米胡上限和计分方法</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Fixed number of hands</source>
        <translation>定局积分制</translation>
    </message>
    <message>
        <source>Hollywood: International scoring only</source>
        <translation>好莱坞：仅限国际计分</translation>
    </message>
    <message>
        <source>First to a target score</source>
        <translation>达标制</translation>
    </message>
    <message>
        <source>International game (bonuses)</source>
        <translation>国际局（含奖励分）</translation>
    </message>
    <message>
        <source>Hollywood: three games at once</source>
        <translation>好莱坞：三盘同时计分</translation>
    </message>
    <message>
        <source>Team match</source>
        <translation>队式赛</translation>
    </message>
    <message>
        <source>A set number of hands; the higher total wins.</source>
        <translation>打满约定的局数，总分高者获胜。</translation>
    </message>
    <message>
        <source>The first to the target score wins; at the hand limit, the higher total.</source>
        <translation>先达到目标得分者获胜；打到局数上限时，总分高者获胜。</translation>
    </message>
    <message>
        <source>One game to the target with the game, box and shut-out bonuses.</source>
        <translation>打一盘到目标得分，另计赢局、胜局和完封奖励。</translation>
    </message>
    <message>
        <source>Three games to the target at once: your first win scores in game 1, the second in games 1 and 2, from the third on in all three.</source>
        <translation>三盘同时打到目标得分：第一次赢局计入第 1 盘，第二次计入第 1、2 盘，第三次起计入全部三盘。</translation>
    </message>
    <message>
        <source>Your team against another: every member duels every member of the other team; a team&apos;s score is its members&apos; points.</source>
        <translation>两队对抗：每位队员与对方每位队员各打一场，队伍得分为队员得分之和。</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>游戏模式：</translation>
    </message>
    <message>
        <source>Hands (per duel):</source>
        <translation>局数（每场单挑）：</translation>
    </message>
    <message>
        <source>Target score:</source>
        <translation>目标得分：</translation>
    </message>
    <message>
        <source>Hand limit:</source>
        <translation>局数上限：</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>对手：</translation>
    </message>
    <message>
        <source>Style:</source>
        <translation>风格：</translation>
    </message>
    <message>
        <source>How a Hard opponent plays: each style is as fair as the others</source>
        <translation>困难电脑的打法：每种风格都同样公平</translation>
    </message>
    <message>
        <source>Your teammates:</source>
        <translation>你的队友：</translation>
    </message>
    <message>
        <source>Other team:</source>
        <translation>对方队伍：</translation>
    </message>
    <message>
        <source>Watch bot-vs-bot duels (otherwise play them out at once)</source>
        <translation>观看电脑之间的对局（否则立即打完）</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>种子（可不填）：</translation>
    </message>
    <message>
        <source>The same seed deals the same cards; leave empty for a random match</source>
        <translation>相同的种子发出相同的牌；留空则随机发牌</translation>
    </message>
    <message>
        <source>If nobody reaches the target by then, the highest total wins</source>
        <translation>打满局数仍无人达标时，总分高者获胜</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <source>Lily</source>
        <comment>an easy bot&apos;s name</comment>
        <extracomment>Each identity&apos;s names, first to last slot; called at display time (a language switch only needs a redraw).</extracomment>
        <translation>莉莉</translation>
    </message>
    <message>
        <source>Ben</source>
        <comment>an easy bot&apos;s name</comment>
        <translation>小斌</translation>
    </message>
    <message>
        <source>Mia</source>
        <comment>an easy bot&apos;s name</comment>
        <translation>米娅</translation>
    </message>
    <message>
        <source>Max</source>
        <comment>a medium bot&apos;s name</comment>
        <translation>小马</translation>
    </message>
    <message>
        <source>Anna</source>
        <comment>a medium bot&apos;s name</comment>
        <translation>安娜</translation>
    </message>
    <message>
        <source>Leo</source>
        <comment>a medium bot&apos;s name</comment>
        <translation>小乐</translation>
    </message>
    <message>
        <source>Grace</source>
        <comment>a hard bot&apos;s name</comment>
        <translation>高思</translation>
    </message>
    <message>
        <source>Ivan</source>
        <comment>a hard bot&apos;s name</comment>
        <translation>伊万</translation>
    </message>
    <message>
        <source>Nora</source>
        <comment>a hard bot&apos;s name</comment>
        <translation>诺拉</translation>
    </message>
    <message>
        <source>Prof. Wu</source>
        <comment>an expert bot&apos;s name</comment>
        <translation>吴教授</translation>
    </message>
    <message>
        <source>Dr Chen</source>
        <comment>an expert bot&apos;s name</comment>
        <translation>陈博士</translation>
    </message>
    <message>
        <source>Aunt Li</source>
        <comment>an expert bot&apos;s name</comment>
        <translation>李阿姨</translation>
    </message>
    <message>
        <source>Ginny</source>
        <comment>a gin-hunting bot&apos;s name</comment>
        <translation>金妮</translation>
    </message>
    <message>
        <source>Jade</source>
        <comment>a gin-hunting bot&apos;s name</comment>
        <translation>小玉</translation>
    </message>
    <message>
        <source>Nick</source>
        <comment>a quick-knocking bot&apos;s name</comment>
        <translation>尼克</translation>
    </message>
    <message>
        <source>Kai</source>
        <comment>a quick-knocking bot&apos;s name</comment>
        <translation>小凯</translation>
    </message>
    <message>
        <source>Dora</source>
        <comment>a defending bot&apos;s name</comment>
        <translation>朵拉</translation>
    </message>
    <message>
        <source>Hugo</source>
        <comment>a defending bot&apos;s name</comment>
        <translation>雨果</translation>
    </message>
    <message>
        <source>Pearl</source>
        <comment>a patient bot&apos;s name</comment>
        <translation>珍珠</translation>
    </message>
    <message>
        <source>Sam</source>
        <comment>a patient bot&apos;s name</comment>
        <translation>阿山</translation>
    </message>
</context>
<context>
    <name>PendingBadge</name>
    <message numerus="yes">
        <source>%n hand(s) waiting to be recorded in Statistics</source>
        <translation>
            <numerusform>%n 手牌等待记入统计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match result(s) waiting to be recorded in Statistics</source>
        <translation>
            <numerusform>%n 场比赛结果等待记入统计</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not take them yet (another program is using them, or the disk is full). They are kept safe and recorded, once each, as soon as the statistics can be written: at the next hand, the next match or the next start.</source>
        <translation>统计暂时无法写入（另一个程序正在使用它，或磁盘已满）。这些牌局已妥善保存，一旦统计可以写入就会记录，且每局只记一次：在下一手牌、下一场比赛或下次启动时。</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>{name} knocked, the {card} face down</source>
        <translation>{name}胡牌，扣下 {card}</translation>
    </message>
    <message>
        <source>Replay of hand {n}: move {i} of {total}</source>
        <extracomment>The least width the step&apos;s words keep beside the buttons on one row (pixels). The strip&apos;s grid: one row, or rows when narrow (:meth:`arrange`). How many rows the strip has now: 1, 2 (position and buttons, then the step&apos;s words) or 3 (each on a row of its own).</extracomment>
        <translation>第 {n} 局回放：第 {i} / {total} 步</translation>
    </message>
    <message>
        <source>{move} — {result}</source>
        <translation>{move} — {result}</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ 上一步(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>下一步(&amp;N) ▶</translation>
    </message>
    <message>
        <source>&amp;Close replay</source>
        <translation>关闭回放(&amp;C)</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>前进一步</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Match result…</source>
        <extracomment>Review… : the hand just played, or (once the match is over) the whole match.</extracomment>
        <translation>比赛结果…</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>复盘整场…</translation>
    </message>
    <message>
        <source>Review hand…</source>
        <translation>复盘本局…</translation>
    </message>
    <message>
        <source>Every decision of yours valued again, the costliest first</source>
        <translation>重新评估你的每个决策，代价最大的排在最前</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Unfinished match</source>
        <translation>未完成的比赛</translation>
    </message>
    <message>
        <source>Resume your unfinished match?</source>
        <translation>继续你未完成的比赛吗？</translation>
    </message>
    <message>
        <source>The last session ended in the middle of this match. It was saved exactly.</source>
        <translation>上次退出时这场比赛还没有打完，当时的牌局已完整保存。</translation>
    </message>
    <message>
        <source>A new match counts this one as abandoned (never as a loss). Later keeps it for the next start or for Game → Resume.</source>
        <translation>开始新比赛会把这场记为放弃（不算输）。选择“稍后”则保留它，下次启动时或通过“游戏 → 继续未完成的比赛”再继续。</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>新比赛(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>The review stopped: {error}</source>
        <extracomment>The narrowest the review is beside the table (its table&apos;s columns wrap their words). Docked at least this wide, the rows say their why too (and wide enough for the columns&apos; words: :data:`WHY_ROOM_CHARS`). The width, in average characters of the table&apos;s font, that the moves&apos; columns and a readable why beside them take: a dock narrower than that says the why below the rows (at 1920×1080 the why column was left a few pixels, a word a line). The table&apos;s columns: hand, move, your move, best move, win chance lost, points, why. (HandRow, step): show that hand on the table at the position before move ``step``. A hand&apos;s review was stored (the statistics window refreshes its chart). The Drills button: the drills screen (the main window opens it). Shown in a dock beside the table (the main window&apos;s), not a window of its own. Decisions of the hand being reviewed, shown as they come (by hand id). What the statistics could not keep, in words (the review itself goes on). Reviews and drills not stored yet (the statistics failed): tried again at the next hand reviewed and when the window closes, so none is lost meanwhile. New drills made of this window&apos;s hands and kept in the statistics. The progress&apos;s and the chosen decision&apos;s rows: side by side, or in rows in a narrow dock (:meth:`_arrange`). Laid out in rows (a narrow dock beside the table), or side by side.</extracomment>
        <translation>复盘中止：{error}</translation>
    </message>
    <message>
        <source>The statistics could not keep this review and its drills: {problem} They are kept here and stored again after the next hand or on Close.</source>
        <translation>统计数据没能保存这次复盘和其中的练习：{problem} 它们先留在这里，复盘下一局时或关闭时会再保存一次。</translation>
    </message>
    <message numerus="yes">
        <source>Review cancelled: %n hand(s) reviewed.</source>
        <translation>
            <numerusform>复盘已取消：已复盘 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing decision {done} of {total}…</source>
        <translation>正在复盘第 {done} 个决策，共 {total} 个…</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>正在复盘…</translation>
    </message>
    <message numerus="yes">
        <source>%n drill(s) made of your costly moves.</source>
        <translation>
            <numerusform>已从你失分的走法生成 %n 道练习。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly decision(s); {mean} win chance given away per decision on average.</source>
        <translation>
            <numerusform>%n 个失误；平均每个决策损失 {mean} 胜率。</numerusform>
        </translation>
    </message>
    <message>
        <source>Per hand: {hands}</source>
        <translation>每局：{hands}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>hand {n} {accuracy}</source>
        <translation>第 {n} 局 {accuracy}</translation>
    </message>
    <message>
        <source>No decision reviewed yet.</source>
        <translation>还没有复盘任何决策。</translation>
    </message>
    <message>
        <source>{n}</source>
        <translation>{n}</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>{move}
best: {best}</source>
        <comment>a narrow review&apos;s move cell</comment>
        <translation>{move}
最佳：{best}</translation>
    </message>
    <message>
        <source>Your move / best</source>
        <translation>你的着法 / 最佳</translation>
    </message>
    <message>
        <source>Click a decision to see that position on the table.</source>
        <translation>点击一个决策，在牌桌上查看当时的局面。</translation>
    </message>
    <message>
        <source>Hand {n}, move {i}: you chose “{move}”; best was “{best}” ({loss}).</source>
        <translation>第 {n} 局第 {i} 步：你选择了“{move}”；最佳是“{best}”（{loss}）。</translation>
    </message>
    <message>
        <source>Points lost: {points}</source>
        <translation>损失的分数：{points}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>整场复盘</translation>
    </message>
    <message numerus="yes">
        <source>{game}: review of the match, %n hand(s)</source>
        <translation>
            <numerusform>{game}：整场复盘，共 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Review of hand {n}</source>
        <translation>第 {n} 局复盘</translation>
    </message>
    <message>
        <source>{game}: review of hand {n}</source>
        <translation>{game}：第 {n} 局复盘</translation>
    </message>
    <message>
        <source>Your decisions, the costliest first</source>
        <translation>你的每一步决定，代价最大的在前</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>你的着法</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>Win chance lost</source>
        <translation>损失的胜率</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>损失的分数</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Drills…</source>
        <translation>练习(&amp;D)…</translation>
    </message>
    <message>
        <source>Answer your costly moves again on the table, spaced out over days</source>
        <translation>在牌桌上把失分的走法再答一次，间隔几天逐渐拉长</translation>
    </message>
    <message>
        <source>Show on the table</source>
        <translation>在牌桌上显示</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Each decision is valued again from what you could see at that moment.</source>
        <translation>每个决策都只按你当时能看到的牌重新评估。</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>{value} %</source>
        <extracomment>Every explanation code the engine&apos;s reviewers give, and ``ok``.</extracomment>
        <translation>{value} %</translation>
    </message>
    <message>
        <source>Take {card} from the discard pile</source>
        <translation>从换牌堆吃 {card}</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>吃牌</translation>
    </message>
    <message>
        <source>Show no melds</source>
        <translation>不亮出搭子</translation>
    </message>
    <message>
        <source>Show the melds {melds}</source>
        <translation>亮出搭子 {melds}</translation>
    </message>
    <message>
        <source>Meld {cards}</source>
        <translation>摊出 {cards}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>从底牌抓牌</translation>
    </message>
    <message>
        <source>Pass on the up-card</source>
        <translation>不要亮牌</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>打出 {card}</translation>
    </message>
    <message>
        <source>Knock, discarding {card}</source>
        <translation>胡牌，打出 {card}</translation>
    </message>
    <message>
        <source>Lay off {card}</source>
        <translation>贴牌 {card}</translation>
    </message>
    <message>
        <source>Done laying off</source>
        <translation>贴牌完毕</translation>
    </message>
    <message>
        <source>Take back the last meld</source>
        <translation>撤销上一个搭子</translation>
    </message>
    <message>
        <source>no loss</source>
        <translation>无损失</translation>
    </message>
    <message>
        <source>−{value} win chance</source>
        <translation>胜率 −{value}</translation>
    </message>
    <message>
        <source>no points lost</source>
        <translation>未失分</translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <translation>
            <numerusform>−%n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy {accuracy} over %n decision(s)</source>
        <translation>
            <numerusform>准确率 {accuracy}，共 %n 个决策</numerusform>
        </translation>
    </message>
    <message>
        <source>A good move: within 2 % of the best one&apos;s win chance.</source>
        <translation>好着：胜率与最佳着法相差不超过 2 %。</translation>
    </message>
    <message>
        <source>The knock risked an undercut: {risk}.</source>
        <translation>这次胡牌有被诈胡的风险：{risk}。</translation>
    </message>
    <message>
        <source>{card} feeds the opponent&apos;s run of {suit}.</source>
        <translation>{card} 喂给了对方 {suit} 的同花顺。</translation>
    </message>
    <message>
        <source>{card} feeds the opponent&apos;s set of {rank}.</source>
        <translation>{card} 喂给了对方 {rank} 的刻子。</translation>
    </message>
    <message>
        <source>{card} is likely to help the opponent ({danger}).</source>
        <translation>{card} 很可能帮到对方（{danger}）。</translation>
    </message>
    <message numerus="yes">
        <source>Discarding {best} instead leaves %n deadwood point(s) fewer.</source>
        <translation>
            <numerusform>改打 {best} 会少留 %n 米。</numerusform>
        </translation>
    </message>
    <message>
        <source>This arrangement lets the opponent lay off more cards ({layoffs} more on average).</source>
        <translation>这种组合让对方能贴更多的牌（平均多 {layoffs} 张）。</translation>
    </message>
    <message>
        <source>Taking {card} would have let you knock.</source>
        <translation>吃 {card} 本可以让你胡牌。</translation>
    </message>
    <message>
        <source>The pile card {card} completes nothing: drawing from the stock was better.</source>
        <translation>换牌堆的 {card} 凑不成任何搭子：从底牌抓牌更好。</translation>
    </message>
    <message>
        <source>Taking {card} helped less than a blind card from the stock.</source>
        <translation>吃 {card} 不如从底牌抓一张。</translation>
    </message>
    <message>
        <source>Knocking now was better than playing on.</source>
        <translation>此时胡牌比继续打更好。</translation>
    </message>
    <message>
        <source>{card} would have made a meld with your cards.</source>
        <translation>{card} 能和你的牌组成搭子。</translation>
    </message>
    <message>
        <source>{card} was worth taking from the discard pile.</source>
        <translation>{card} 值得从换牌堆吃进。</translation>
    </message>
    <message>
        <source>Discarding {card} breaks a made meld.</source>
        <translation>打出 {card} 拆散了已成的搭子。</translation>
    </message>
    <message>
        <source>Discarding {best} instead leaves fewer points in your hand.</source>
        <translation>改打 {best} 手里留的分更少。</translation>
    </message>
    <message>
        <source>Keeping {card} and discarding {best} leaves a hand closer to going out.</source>
        <translation>留下 {card}、打出 {best}，手牌离出完更近。</translation>
    </message>
    <message>
        <source>Another arrangement of your melds scores better.</source>
        <translation>另一种搭子组合得分更高。</translation>
    </message>
    <message>
        <source>You could still lay off {best}.</source>
        <translation>你还可以贴 {best}。</translation>
    </message>
    <message>
        <source>Laying off {best} first was better.</source>
        <translation>先贴 {best} 更好。</translation>
    </message>
    <message>
        <source>Melding now shows your cards early: holding them and discarding was better.</source>
        <translation>现在摊出会过早亮牌：留在手里并打牌更好。</translation>
    </message>
    <message>
        <source>You could have gone out this turn.</source>
        <translation>这一轮你本可以出完。</translation>
    </message>
    <message>
        <source>Melding now was better than holding the cards.</source>
        <translation>现在摊出比留在手里更好。</translation>
    </message>
    <message>
        <source>{card} fits a meld on the table: the next player can lay it off.</source>
        <translation>{card} 能接到桌上的搭子：下家可以贴上它。</translation>
    </message>
    <message>
        <source>{card} helps the next player: it melds with cards they are known to hold.</source>
        <translation>{card} 帮了下家：它能和下家已知持有的牌组成搭子。</translation>
    </message>
    <message>
        <source>Another play was better here.</source>
        <translation>这里有更好的打法。</translation>
    </message>
    <message>
        <source>Another move was better here.</source>
        <translation>这里有更好的着法。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;h2&gt;Jin Rummy&lt;/h2&gt;&lt;p&gt;Jin Rummy is Gin Rummy as it is played in China: two players, one 52-card deck without jokers. Arrange your hand into melds so that the cards left over — your &lt;b&gt;deadwood&lt;/b&gt; — count as few points as possible, and knock before your opponent does.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;金拉米&lt;/h2&gt;&lt;p&gt;金拉米是拉米类牌戏的一种（英文称 Gin Rummy）：两人对战，用一副去掉大小王的 52 张牌。双方轮流抓牌打牌，把手中的牌尽可能凑成搭子，使剩下的单牌——&lt;b&gt;米牌&lt;/b&gt;——点数之和最小，并抢在对手之前胡牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Cards and melds&lt;/h3&gt;&lt;p&gt;An ace counts 1, the 2 to the 10 their face value, a jack, queen or king 10.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A &lt;b&gt;set&lt;/b&gt; is three or four cards of the same rank.&lt;/li&gt;&lt;li&gt;A &lt;b&gt;run&lt;/b&gt; is three or more cards of one suit in sequence. The ace is low only: A-2-3 is a run, Q-K-A and K-A-2 are not.&lt;/li&gt;&lt;li&gt;Cards in no meld are &lt;b&gt;deadwood&lt;/b&gt;; their points added up are your deadwood count. A card belongs to one meld at most.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;牌点与搭子&lt;/h3&gt;&lt;p&gt;A 算 1 点，2 到 10 按牌面数字计点，J、Q、K 各算 10 点。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;刻子&lt;/b&gt;：三张或四张点数相同的牌。&lt;/li&gt;&lt;li&gt;&lt;b&gt;同花顺&lt;/b&gt;：三张或更多同花色、点数相连的牌。A 只能当 1 用：A-2-3 是同花顺，Q-K-A 和 K-A-2 都不是。&lt;/li&gt;&lt;li&gt;不在任何搭子里的牌是&lt;b&gt;米牌&lt;/b&gt;，米牌的点数之和就是你的米数。一张牌最多只能属于一个搭子。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dealing&lt;/h3&gt;&lt;p&gt;The first dealer is drawn at random; then the deal changes every hand, drawn hands included. The cards not dealt are the &lt;b&gt;stock&lt;/b&gt;, face down. There are three ways to deal:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Classic&lt;/b&gt;: the dealer gets 11 cards, the other player 10. The dealer starts by discarding a card (and may knock with it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;JJ&lt;/b&gt;: both get 10 cards and the top card of the stock is turned face up as the first card of the &lt;b&gt;discard pile&lt;/b&gt; (the up-card). The dealer may take it or pass, then the other player. Whoever takes it discards, and the other player plays next. If both pass, the dealer draws from the stock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1909&lt;/b&gt; and &lt;b&gt;International&lt;/b&gt;: as JJ, but the non-dealer is offered the up-card first, and draws first if both pass.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;发牌&lt;/h3&gt;&lt;p&gt;第一局的庄家随机产生，之后每局轮换，平局也一样。没有发出的牌面朝下摆作&lt;b&gt;底牌&lt;/b&gt;。发牌方式有三种：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;经典&lt;/b&gt;：庄家 11 张，闲家 10 张。庄家先直接打出一张牌（也可以用这张牌胡牌）。&lt;/li&gt;&lt;li&gt;&lt;b&gt;JJ规则&lt;/b&gt;：双方各 10 张，把底牌最上面一张翻开，作为&lt;b&gt;换牌堆&lt;/b&gt;的第一张（亮牌）。庄家先选择要或不要，然后轮到闲家。谁要谁拿走并打出一张牌，接着由另一方出牌。如果双方都不要，由庄家从底牌抓牌。&lt;/li&gt;&lt;li&gt;&lt;b&gt;1909&lt;/b&gt;和&lt;b&gt;国际金拉米&lt;/b&gt;：与 JJ 规则相同，但由闲家先选择要不要亮牌；双方都不要时由闲家先抓牌。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A turn&lt;/h3&gt;&lt;p&gt;Draw one card: the top card of the stock, or the top card of the discard pile (&lt;b&gt;taking the discard&lt;/b&gt;). Only the top discard can be seen. Then discard one card face up onto the discard pile — or knock. A card just taken from the discard pile may not be thrown back in the same turn.&lt;/p&gt;&lt;p&gt;When a player draws the last card of the stock and discards without knocking, the hand is a &lt;b&gt;draw&lt;/b&gt;: nobody scores, and the deal passes on.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;轮到你时&lt;/h3&gt;&lt;p&gt;先抓一张牌：从底牌抓最上面一张，或者拿走换牌堆最上面的一张（&lt;b&gt;吃牌&lt;/b&gt;）。换牌堆只有最上面一张看得见。然后打出一张牌，牌面朝上放到换牌堆上——或者胡牌。刚吃进的牌不能在同一轮打出。&lt;/p&gt;&lt;p&gt;如果有人抓走了最后一张底牌，打出一张牌后没有胡牌，本局即为&lt;b&gt;平局&lt;/b&gt;：双方都不得分，庄家照常轮换。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Knocking&lt;/h3&gt;&lt;p&gt;After drawing, you may lay your discard face down and show the ten cards left in melds, if your deadwood is within the &lt;b&gt;knock limit&lt;/b&gt; (10 in Classic, 1909 and International, 5 in JJ; a match may use any limit from 0 to 10). Only the points of the deadwood count, not the number of cards.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Gin&lt;/b&gt;: no deadwood at all. Gin is ranked by the fewest melds that cover all ten cards: three melds are &lt;b&gt;Gin&lt;/b&gt;, two melds &lt;b&gt;Double Gin&lt;/b&gt;, and one ten-card run is the &lt;b&gt;Gin Dragon&lt;/b&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Knock&lt;/b&gt;: some deadwood, but no more than the knock limit. A “3-point knock” leaves 3 points of deadwood.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;You choose how to show your melds; the app first suggests the arrangement with the least deadwood that leaves your opponent the fewest cards to lay off.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;胡牌&lt;/h3&gt;&lt;p&gt;抓牌之后，如果米数不超过&lt;b&gt;米胡上限&lt;/b&gt;（经典、1909 和国际规则为 10，JJ 规则为 5；每场比赛也可以选 0 到 10 之间的任意上限），就可以把要打的牌面朝下扣下，摊出剩下的十张牌。胡牌只看米牌的点数，不看张数。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;金胡&lt;/b&gt;：完全没有米牌。金胡按覆盖十张牌所需的最少搭子数分级：三个搭子为&lt;b&gt;三金&lt;/b&gt;，两个搭子为&lt;b&gt;二金&lt;/b&gt;，一条十张的同花顺为&lt;b&gt;金龙&lt;/b&gt;。&lt;/li&gt;&lt;li&gt;&lt;b&gt;米胡&lt;/b&gt;：有米牌，但米数不超过上限。剩几点米牌就叫几米胡，例如“3米胡”。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;摊牌方式由你决定；程序会先推荐米数最少、并且让对方能贴的牌最少的组合。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Laying off&lt;/h3&gt;&lt;p&gt;Against gin nobody lays off. Against a knock, the opponent shows their hand and may &lt;b&gt;lay off&lt;/b&gt; cards onto the knocker’s melds: a fourth card onto a set, or cards at either end of a run, one after another, so a card laid off can itself be extended. Nothing can be laid off onto the knocker’s deadwood. The opponent may break up their own melds to lay off, and laying off is optional. &lt;i&gt;Best layoff&lt;/i&gt; lays off the cards that give you the best result.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;贴牌&lt;/h3&gt;&lt;p&gt;对金胡不能贴牌。对米胡，对方亮出手牌后可以&lt;b&gt;贴牌&lt;/b&gt;：把自己的牌加到胡牌人的搭子上——给刻子加第四张，或在同花顺的两端一张接一张地续上，贴上去的牌还可以继续接长。不能贴到胡牌人的米牌上。对方可以拆开自己的搭子来贴牌，贴不贴由对方决定。&lt;i&gt;最佳贴牌&lt;/i&gt;会替你贴出结果最有利的牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;Gin always wins, even against an opponent who also holds gin:&lt;/p&gt;&lt;table border=&apos;1&apos; cellspacing=&apos;0&apos; cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;th&gt;Knocker’s hand&lt;/th&gt;&lt;th&gt;Knocker wins&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Gin (three melds)&lt;/td&gt;&lt;td&gt;50 + the opponent’s deadwood&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Double Gin (two melds)&lt;/td&gt;&lt;td&gt;100 + the opponent’s deadwood&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Gin Dragon (one run)&lt;/td&gt;&lt;td&gt;400 + the opponent’s deadwood&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;After a knock, compare the knocker’s deadwood K with the opponent’s deadwood D after laying off:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;D greater than K: the knock succeeds and the knocker wins 10 + (D − K).&lt;/li&gt;&lt;li&gt;D equal to K or less: an &lt;b&gt;undercut&lt;/b&gt;. The opponent wins a penalty + (K − D); the penalty depends on what the opponent holds after laying off:&lt;/li&gt;&lt;/ul&gt;&lt;table border=&apos;1&apos; cellspacing=&apos;0&apos; cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;th&gt;Cards left after laying off&lt;/th&gt;&lt;th&gt;Gin Dragon&lt;/th&gt;&lt;th&gt;Double Gin&lt;/th&gt;&lt;th&gt;Gin&lt;/th&gt;&lt;th&gt;Deadwood left&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;8 or more&lt;/td&gt;&lt;td&gt;400&lt;/td&gt;&lt;td&gt;100&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;100&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;6 or fewer&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Examples: Gin against 7 deadwood wins 57. A 2-point knock against 5 deadwood after laying off wins 13. A 3-point knock against 2 deadwood after laying off is undercut: the opponent wins 51; against Double Gin with eight or more cards left, 103.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;计分&lt;/h3&gt;&lt;p&gt;金胡总是胡牌人赢，即使对方也是金（金胡不存在诈胡）：&lt;/p&gt;&lt;table border=&apos;1&apos; cellspacing=&apos;0&apos; cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;th&gt;胡牌人的牌型&lt;/th&gt;&lt;th&gt;胡牌人赢&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;三金（三个搭子）&lt;/td&gt;&lt;td&gt;50 + 对方米数&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;二金（两个搭子）&lt;/td&gt;&lt;td&gt;100 + 对方米数&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;金龙（一条同花顺）&lt;/td&gt;&lt;td&gt;400 + 对方米数&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;米胡后，比较胡牌人的米数 K 和对方贴牌后的米数 D：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;D 大于 K：米胡成功，胡牌人赢 10 +（D − K）。&lt;/li&gt;&lt;li&gt;D 小于或等于 K：&lt;b&gt;诈胡&lt;/b&gt;，对方赢罚分 +（K − D）。罚分取决于对方贴牌后的牌型：&lt;/li&gt;&lt;/ul&gt;&lt;table border=&apos;1&apos; cellspacing=&apos;0&apos; cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;th&gt;贴牌后剩余张数&lt;/th&gt;&lt;th&gt;金龙&lt;/th&gt;&lt;th&gt;二金&lt;/th&gt;&lt;th&gt;三金&lt;/th&gt;&lt;th&gt;仍有米牌&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;8 张以上&lt;/td&gt;&lt;td&gt;400&lt;/td&gt;&lt;td&gt;100&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;7 张&lt;/td&gt;&lt;td&gt;100&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;6 张以下&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;例如：三金胡，对方米数为 7，胡牌人赢 57 分。2米胡，对方贴牌后米数为 5，胡牌人赢 13 分。3米胡，对方贴牌后剩 2 米，诈胡，对方赢 51 分；若对方贴牌后为二金（8 张以上），对方赢 103 分。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Matches&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Fixed hands&lt;/b&gt;: a set number of hands (8 unless you choose otherwise); the highest total wins, equal totals are a drawn match.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Target score&lt;/b&gt;: the first to reach the target (200 unless you choose otherwise) at the end of a hand wins; if nobody has reached it after the hand limit (20), the highest total wins.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Team match&lt;/b&gt;: two teams of two to four players. Every member of one team plays a fixed-hands duel against every member of the other, and a team’s score is the sum of its members’ points. Your teammates and all opponents are bots; their duels can be watched or played out at once.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;游戏模式&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;定局积分制&lt;/b&gt;：打固定的局数（默认 8 局），总分高者获胜，总分相同则比赛打平。&lt;/li&gt;&lt;li&gt;&lt;b&gt;达标制&lt;/b&gt;：约定目标得分（默认 200 分），某局结束时先达到目标的一方获胜；打满局数上限（20 局）仍无人达标，则总分高者获胜。&lt;/li&gt;&lt;li&gt;&lt;b&gt;队式赛&lt;/b&gt;：两队各 2 到 4 人。每名队员与对方所有队员各单挑一场定局赛，全队得分为队员得分之和。你的队友和所有对手都是电脑；电脑之间的对局可以观看，也可以立即打完。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;International Gin Rummy&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;International&lt;/b&gt; rules are the ones English-speaking players know (Hoyle): the up-card is offered to the non-dealer first and the knock limit is 10.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Knock: if the opponent’s deadwood after laying off is higher, the knocker scores the difference; otherwise the opponent scores 25 + the difference (an undercut).&lt;/li&gt;&lt;li&gt;Gin (no deadwood, no laying off): the knocker scores 25 + the opponent’s deadwood.&lt;/li&gt;&lt;li&gt;The hand is a draw when only two cards are left in the stock and the player who drew discards without knocking.&lt;/li&gt;&lt;li&gt;A game goes to 100. The winner adds 100 for the game, each player adds 25 for every hand won, and a shut-out (the loser scored nothing) doubles the winner’s total.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;国际金拉米&lt;/h3&gt;&lt;p&gt;&lt;b&gt;国际金拉米&lt;/b&gt;规则是英语国家玩家熟悉的打法（Hoyle 规则）：亮牌先给闲家选择，米胡上限为 10。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;米胡：对方贴牌后米数更高时，胡牌人得双方米数之差；否则对方得 25 + 米数之差（诈胡）。&lt;/li&gt;&lt;li&gt;金胡（没有米牌，对方不能贴牌）：胡牌人得 25 + 对方米数。&lt;/li&gt;&lt;li&gt;底牌只剩两张时，抓牌的一方打出一张牌而没有胡牌，本局即为平局。&lt;/li&gt;&lt;li&gt;一盘打到 100 分。获胜方另加 100 分，双方每赢一局各加 25 分；如果输家一分未得（完封），获胜方总分翻倍。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Oklahoma Gin&lt;/h3&gt;&lt;p&gt;International Gin Rummy, but the &lt;b&gt;up-card of the deal&lt;/b&gt; sets the hand’s knock limit: its value (2 to 10, a jack, queen or king 10) is the most deadwood you may knock with, whoever takes the up-card. An ace up-card means gin only. When the up-card is a spade, everything the hand scores counts double (the game’s bonuses do not). The panel says each hand’s limit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;俄克拉何马金拉米&lt;/h3&gt;&lt;p&gt;按国际金拉米打，但&lt;b&gt;发牌时翻开的亮牌&lt;/b&gt;决定本局的米胡上限：它的点数（2 到 10，J、Q、K 为 10）就是胡牌时最多可留的米数，不论亮牌被谁拿走。亮牌是 A 时只许金胡。亮牌是黑桃时，本局所得的一切分数翻倍（整场的奖励分不翻倍）。侧栏会写出每局的上限。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Straight Gin&lt;/h3&gt;&lt;p&gt;International Gin Rummy without knocking: a player goes out only with gin, so there is no laying off and no undercut. A hand that nobody goes gin in is a draw when only two cards are left in the stock.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;直金拉米&lt;/h3&gt;&lt;p&gt;按国际金拉米打，但不能米胡：只有金胡才能胡牌，所以没有贴牌，也没有诈胡。谁都没有金胡时，底牌只剩两张即为流局。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Big Gin&lt;/h3&gt;&lt;p&gt;In International, Oklahoma and Straight Gin, a player whose eleven cards all form melds right after drawing goes &lt;b&gt;Big Gin&lt;/b&gt;: the hand ends at once, without a discard, and the player scores 31 + the opponent’s deadwood. Nobody lays off against Big Gin.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;大金&lt;/h3&gt;&lt;p&gt;在国际金拉米、俄克拉何马金拉米和直金拉米中，抓牌后手上十一张牌全部组成搭子，即为&lt;b&gt;大金&lt;/b&gt;：本局立即结束，不必打牌，得 31 + 对方的米数。对大金不能贴牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hollywood scoring&lt;/h3&gt;&lt;p&gt;Three International games to 100 are scored at once, from the same hands, with International, Oklahoma or Straight Gin (Jin Rummy’s gins of 50 and more would end a game in two hands). A player’s first hand won scores in game 1, the second in games 1 and 2, and every win from the third on in all three games — each player counting their own wins. A game is decided at the end of the hand in which a player reaches 100 in it; a decided game takes no more points. Each game then gets its own bonuses: 100 for the game, 25 per hand won in it, everything doubled for a shut-out.&lt;/p&gt;&lt;p&gt;The match ends when all three games are decided; the final score is the sum of the three games. The score sheet shows the games side by side, a decided game marked ✓, and each hand’s result says which games it scored in.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;好莱坞计分&lt;/h3&gt;&lt;p&gt;用同一串牌局同时计三盘国际计分、各到 100 分的比赛，适用于国际金拉米、俄克拉何马金拉米和直金拉米（金拉米计分一次金胡就有 50 分以上，两局就能打完一盘）。每位玩家各数自己赢的局：第一次赢局计入第 1 盘，第二次计入第 1、2 盘，第三次起每次都计入全部三盘。某一方在一盘中达到 100 分，该盘在这一局结束时决出胜负，此后不再计分。每盘各算奖励：赢盘 100 分，在该盘每赢一局 25 分，完封则总分翻倍。&lt;/p&gt;&lt;p&gt;三盘全部决出胜负时比赛结束，最终比分为三盘之和。记分表把三盘并排列出，已决出的盘标 ✓，每局的结果写明计入了哪几盘。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and the keys&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Drag the top card of the stock or of the discard pile onto your hand to draw, or click the pile (keys S and D). P passes on the up-card.&lt;/li&gt;&lt;li&gt;Drag a card onto the discard pile, or double-click it, to discard. Drop it on the knock area (or right-click it, or press K) to knock: a dialog shows your melds before anything is decided.&lt;/li&gt;&lt;li&gt;When laying off, drop a card on a highlighted meld; B lays off the best cards.&lt;/li&gt;&lt;li&gt;The arrow keys move between your cards, Ctrl with an arrow moves the card, Enter plays it. H shows a hint (the match then counts as practice).&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;鼠标和键盘操作&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;把底牌或换牌堆最上面的牌拖到手牌中即可抓牌，也可以直接点击牌堆（快捷键 S 和 D）。按 P 不要亮牌。&lt;/li&gt;&lt;li&gt;把牌拖到换牌堆上或双击它即可打出。把牌放到胡牌区（或右键点击它，或按 K）即可胡牌：摊牌前会先弹出对话框让你确认搭子。&lt;/li&gt;&lt;li&gt;贴牌时，把牌放到高亮的搭子上；按 B 贴出最佳的牌。&lt;/li&gt;&lt;li&gt;方向键在手牌之间移动，Ctrl 加方向键移动这张牌，回车键打出它。按 H 显示提示（这场比赛随即记为练习）。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tips&lt;/h3&gt;&lt;p&gt;Remember the discards, especially your opponent’s, and the cards your opponent took: they tell you what is being collected. Do not feed your opponent cards that fit. With a good start, knock early: the longer a hand lasts, the greater the risk of an undercut. When your opponent seems close to knocking, throw away your high deadwood.&lt;/p&gt;&lt;p&gt;The bots see only what a player at the table could see, and every deal comes from a recorded seed, so any hand can be replayed.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;简易攻略&lt;/h3&gt;&lt;p&gt;尽量记住双方打过的牌，尤其是对手打过的牌和吃过的牌，由此判断对手在凑什么牌，不要把对手需要的牌打给他。开局手牌不错时，越快米胡越好：牌局拖得越久，被诈胡的风险越大。觉得对手快要胡牌时，应尽量把点数大的米牌打出去。&lt;/p&gt;&lt;p&gt;电脑只能看到牌桌旁的玩家能看到的信息；每一副牌都来自记录下来的种子，任何一局都可以回放。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Rummy&lt;/h2&gt;&lt;p&gt;Rummy (拉米纸牌) is the open-table cousin of Jin Rummy: two to four players, one 52-card deck without jokers. Melds go face up on the table during play, anyone may add to anyone’s meld, and the first player to get rid of every card wins the hand.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;拉米纸牌&lt;/h2&gt;&lt;p&gt;拉米纸牌是金拉米的明牌桌亲戚：二到四人，一副不含王的 52 张牌。打牌过程中搭子摊在桌上，谁都可以往任何人的搭子上贴牌，最先出完所有手牌的玩家赢得这一局。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Cards, melds and the deal&lt;/h3&gt;&lt;p&gt;Melds are the same as in Jin Rummy: a &lt;b&gt;set&lt;/b&gt; of three or four cards of one rank, or a &lt;b&gt;run&lt;/b&gt; of three or more cards of one suit in sequence. The ace is low only: A-2-3 is a run, Q-K-A is not. Card values: ace 1, 2 to 10 face value, jack, queen and king 10.&lt;/p&gt;&lt;p&gt;With two players each gets 10 cards, with three or four players 7. One card is turned face up to start the discard pile; the rest is the stock. You lead the first hand; after every hand the deal moves one seat on and the player after the dealer leads.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;牌、搭子与发牌&lt;/h3&gt;&lt;p&gt;搭子与金拉米相同：三或四张同点数的&lt;b&gt;刻子&lt;/b&gt;，或三张及以上同花色连续的&lt;b&gt;同花顺&lt;/b&gt;。A 只能当最小：A-2-3 是同花顺，Q-K-A 不是。牌的点数：A 为 1，2 到 10 按牌面，J、Q、K 为 10。&lt;/p&gt;&lt;p&gt;两人时每人 10 张，三人或四人时每人 7 张。翻开一张牌作为换牌堆的第一张，其余为底牌。第一局由你先出；每局之后庄家顺移一位，由庄家的下家先出。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Draw the top card of the stock or of the discard pile.&lt;/li&gt;&lt;li&gt;As often as you like: &lt;b&gt;meld&lt;/b&gt; — put a new meld from your hand on the table — or &lt;b&gt;lay off&lt;/b&gt; a single card onto any meld on the table, yours or another player’s: the fourth card of a set, or the next card at either end of a run (nothing below the ace, nothing above the king).&lt;/li&gt;&lt;li&gt;Discard one card.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;A card taken from the discard pile may not be discarded in the same turn, and you may not meld or lay off so that it is the only card left in your hand. Until you discard, &lt;b&gt;Undo&lt;/b&gt; takes back your melds and lay-offs one step at a time.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;一轮&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;从底牌或换牌堆顶抓一张牌。&lt;/li&gt;&lt;li&gt;任意多次：&lt;b&gt;摊出&lt;/b&gt;——把手中的新搭子摊到桌上——或把单张牌&lt;b&gt;贴牌&lt;/b&gt;到桌上任何搭子上，无论是你的还是别人的：刻子的第四张，或同花顺任一端的下一张（A 以下、K 以上都不能接）。&lt;/li&gt;&lt;li&gt;打出一张牌。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;从换牌堆吃来的牌不能在同一轮打出，摊出或贴牌后也不能让它成为手中唯一的一张牌。打牌之前，&lt;b&gt;撤销&lt;/b&gt;可以一步一步收回你的摊出和贴牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Going out and scoring&lt;/h3&gt;&lt;p&gt;You &lt;b&gt;go out&lt;/b&gt; the moment your hand is empty, by melding or laying off your last cards, or by discarding your last card. You win the points of all the cards left in the other hands; the others score nothing.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rummy (一把出完)&lt;/b&gt;: going out in one turn, without having melded or laid off in an earlier turn of the hand, doubles your score.&lt;/p&gt;&lt;p&gt;The first time the stock runs out, the discard pile except its top card is turned over as the new stock, so the earliest discard is drawn first. The second time — or after 120 turns at the table — the hand is a &lt;b&gt;stalemate&lt;/b&gt; (僵局): nobody scores. The first player to reach the target score (50, 100, 200, 300 or 500) wins the match. A new match starts at 100, or at 300 against hard and expert bots: they keep their melds in hand to go out in one turn for double, so one of their hands is worth 125 to 250 points.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;出完与计分&lt;/h3&gt;&lt;p&gt;手牌一空就算&lt;b&gt;出完&lt;/b&gt;：摊出或贴掉最后的牌，或打出最后一张牌。你赢得其他人手中剩余所有牌的点数；其他人不得分。&lt;/p&gt;&lt;p&gt;&lt;b&gt;一把出完&lt;/b&gt;：在本局之前的轮次中没有摊出或贴过牌，一轮之内出完，得分翻倍。&lt;/p&gt;&lt;p&gt;底牌第一次抓完时，把换牌堆除顶上一张外翻过来作为新的底牌，最早打出的牌最先被抓到。第二次抓完——或全桌打满 120 轮——本局为&lt;b&gt;僵局&lt;/b&gt;：无人得分。最先达到目标得分（50、100、200、300 或 500）的玩家赢得比赛。新比赛的目标是 100 分；对困难和专家电脑时是 300 分：它们把组合留在手里，等一轮出完得双倍分，所以它们赢的一局值 125 到 250 分。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and the keys&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Drag the stock or the discard pile onto your hand, or click it, to draw (keys S and D).&lt;/li&gt;&lt;li&gt;Click cards to select them (Space with the keyboard) and drag them onto the table to meld (key M). The hand shows a mark when it holds a meld, and the status line says why a selection is not a meld.&lt;/li&gt;&lt;li&gt;While you hold a card, the melds it can be laid off onto are outlined: drop it on one to lay it off.&lt;/li&gt;&lt;li&gt;Drop a card on the discard pile or double-click it to discard (Enter discards the focused card). Ctrl+Z or U undoes the last meld or lay-off.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;鼠标与键盘操作&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;把底牌或换牌堆拖到手牌上，或单击它，即可抓牌（按键 S 和 D）。&lt;/li&gt;&lt;li&gt;单击选中手牌（键盘用空格），拖到桌上即可摊出（按键 M）。手中有搭子时会出现标记，状态栏会说明所选的牌为什么不是搭子。&lt;/li&gt;&lt;li&gt;拿起一张牌时，能贴上的搭子都会描边：放到其中一个上即可贴牌。&lt;/li&gt;&lt;li&gt;把牌放到换牌堆上或双击即可打出（回车打出当前焦点的牌）。Ctrl+Z 或 U 撤销上一次摊出或贴牌。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tips&lt;/h3&gt;&lt;p&gt;Holding melds back keeps a rummy possible and gives nothing away, but every card in your hand counts for the others if someone goes out. Watch what the players after you lay off and take: do not discard cards that fit their melds or the melds on the table.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;技巧&lt;/h3&gt;&lt;p&gt;把搭子留在手里可以保留一把出完的机会，也不暴露牌路，但一旦有人出完，你手中每张牌都算给别人。留意下家贴了什么、吃了什么：不要打出能接上他们的搭子或桌上搭子的牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fair deals&lt;/h3&gt;&lt;p&gt;&lt;b&gt;The bots do not see your cards.&lt;/b&gt; A bot is given only what a player in its seat could see: its own hand, the cards shown on the table and the moves made — never your hand, nor the order of the stock.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deck order is fixed before the first card.&lt;/b&gt; Every deal of a match comes from one number, the match&apos;s &lt;i&gt;seed&lt;/i&gt;. Before the first card the app shows a &lt;i&gt;commitment&lt;/i&gt;: a fingerprint (SHA-256) of the seed together with a random &lt;i&gt;salt&lt;/i&gt;. The first 8 characters are in the status line at the bottom of the window; Game → Match info… shows the whole value and can copy it. The commitment gives nothing away, but it cannot be made to fit another seed afterwards, so no deal can be changed once play has begun.&lt;/p&gt;&lt;p&gt;&lt;b&gt;How to check.&lt;/b&gt; When the match ends — played to its end, resigned or abandoned — the seed and salt are revealed in Match info…; press &lt;b&gt;Verify the deals&lt;/b&gt; there, or on a hand of the match in Statistics… → Hand history: the app checks that the seed and salt give the commitment shown at the start and that every hand was dealt from that seed, and says which check failed if one did. Anyone can run the same check on a saved match, outside the app: &lt;nobr&gt;&lt;code&gt;python -m engine.verify SAVE.json&lt;/code&gt;&lt;/nobr&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;公平发牌&lt;/h3&gt;&lt;p&gt;&lt;b&gt;电脑看不到你的牌。&lt;/b&gt;电脑只得到坐在它那个位置的玩家能看到的东西：自己的手牌、摆在桌上的牌和已经走过的每一步——绝不会看到你的手牌，也不知道牌库的顺序。&lt;/p&gt;&lt;p&gt;&lt;b&gt;牌序在发第一张牌之前就已固定。&lt;/b&gt;一场比赛的每一次发牌都来自一个数字，即这场比赛的&lt;i&gt;种子&lt;/i&gt;。发第一张牌之前，程序会显示一个&lt;i&gt;承诺&lt;/i&gt;：种子加上一个随机&lt;i&gt;盐值&lt;/i&gt;的指纹（SHA-256）。前 8 个字符显示在窗口底部的状态栏里；游戏 → 比赛信息… 显示完整的值，并可复制。承诺不会泄露种子，但事后也无法让它对上另一个种子，所以一旦开打，任何一次发牌都改不了。&lt;/p&gt;&lt;p&gt;&lt;b&gt;怎样检查。&lt;/b&gt;比赛结束时——无论是打完、认输还是放弃——比赛信息… 里会公开种子和盐值。在那里按&lt;b&gt;验证发牌&lt;/b&gt;，或者在 统计… → 牌局记录 里选中这场比赛的一局再按：程序会检查种子和盐值算出的正是开局时显示的承诺，并且每一局都是用这个种子发的牌；哪一项检查没通过，就会说明是哪一项。任何人也可以在程序之外对保存的比赛做同样的检查：&lt;nobr&gt;&lt;code&gt;python -m engine.verify SAVE.json&lt;/code&gt;&lt;/nobr&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Jin Rummy</source>
        <translation>金拉米</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>拉米纸牌</translation>
    </message>
</context>
<context>
    <name>RulesExample</name>
    <message>
        <source>{melds}, deadwood {cards}</source>
        <extracomment>The seed the example hand is dealt from (its up-card a spade below 10: a knock limit under the usual 10, and the hand doubled). The bots that play it.</extracomment>
        <translation>{melds}，米牌 {cards}</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>The non-dealer</source>
        <translation>闲家</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>the non-dealer</source>
        <translation>闲家</translation>
    </message>
    <message>
        <source>an ace: gin only</source>
        <translation>亮牌是 A，只许金胡</translation>
    </message>
    <message>
        <source>the knock limit is {n}</source>
        <translation>米胡上限为 {n} 米</translation>
    </message>
    <message>
        <source> A spade up-card: the hand counts double.</source>
        <translation>亮牌是黑桃，本局得分翻倍。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;An Oklahoma hand, played out&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;俄克拉何马金拉米：实打一局&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Dealt from seed {seed} and played by two Medium bots. The up-card is {card}: {limit} for the whole hand, whoever takes it.{double}</source>
        <translation>由种子 {seed} 发牌，两个“中等”电脑对打。亮牌是 {card}：整局{limit}，不论亮牌被谁拿走。{double}</translation>
    </message>
    <message>
        <source>Nobody knocked: the hand is a draw.</source>
        <translation>无人胡牌：本局平局。</translation>
    </message>
    <message>
        <source>On turn {turn} {who} knocks with {hand} ({points} points).</source>
        <translation>第 {turn} 轮，{who}胡牌：{hand}（{points} 米）。</translation>
    </message>
    <message>
        <source>{who} shows {hand} ({points} points).</source>
        <translation>{who}亮出 {hand}（{points} 米）。</translation>
    </message>
    <message>
        <source> Laid off first: {cards}.</source>
        <translation>先贴牌：{cards}。</translation>
    </message>
    <message>
        <source>Total: {points}</source>
        <translation>合计：{points}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{result}&lt;/b&gt; — {meaning}.</source>
        <translation>&lt;b&gt;{result}&lt;/b&gt;——{meaning}。</translation>
    </message>
</context>
<context>
    <name>RummyPanel</name>
    <message>
        <source>Moves of this hand</source>
        <translation>本局出牌记录</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Take back your last meld or lay-off this turn</source>
        <translation>收回你本轮上一次摊出或贴牌</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Deal the next hand (Ctrl+Enter)</source>
        <translation>发下一局（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>拉米纸牌</translation>
    </message>
    <message>
        <source>Start a new match from the Game menu</source>
        <translation>从“游戏”菜单开始新比赛</translation>
    </message>
    <message>
        <source>Your unfinished match is saved: Game → Resume unfinished match…</source>
        <translation>未完成的比赛已保存：游戏 → 继续未完成的比赛…</translation>
    </message>
    <message>
        <source>Rummy — {players}</source>
        <translation>拉米纸牌 — {players}</translation>
    </message>
    <message>
        <source>First to {target} points</source>
        <translation>先到 {target} 分</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>◆ marks the dealer; ▶ whose turn it is</source>
        <translation>◆ 表示庄家；▶ 表示轮到谁</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>Dealer: {name}</source>
        <translation>庄家：{name}</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>底牌：%n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>{stock} (turned over once: the next run-out ends the hand)</source>
        <translation>{stock}（已翻过一次：再抓完本局即结束）</translation>
    </message>
    <message>
        <source>Turn {turn} of {limit}</source>
        <translation>第 {turn} / {limit} 轮</translation>
    </message>
    <message>
        <source>Replay of hand {n}</source>
        <translation>回放第 {n} 局</translation>
    </message>
    <message>
        <source>Every hand is shown face up</source>
        <translation>所有手牌都已亮出</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>比赛结束</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} 正在思考…</translation>
    </message>
</context>
<context>
    <name>RummyResultDialog</name>
    <message>
        <source>Hand {number}</source>
        <extracomment>Each seat&apos;s bot portrait beside its name (hidden on the player&apos;s row).</extracomment>
        <translation>第 {number} 局</translation>
    </message>
    <message>
        <source>A hand ends after 120 turns at the table if nobody has gone out.</source>
        <translation>全桌打满 120 轮仍无人出完，本局结束。</translation>
    </message>
    <message>
        <source>A hand ends after 500 moves if nobody has gone out: melds and lay-offs were taken back and made again too often.</source>
        <translation>若无人出完，一手牌走满 500 步即结束：摊牌和贴牌被撤销后又重做的次数太多了。</translation>
    </message>
    <message>
        <source>The discard pile was already turned over once as the new stock; when that ran out too, the hand ended.</source>
        <translation>换牌堆已经翻过一次作为新的底牌；它也被抓完时，本局结束。</translation>
    </message>
    <message numerus="yes">
        <source>You win the %n point(s) left in the other hands, doubled: {total}.</source>
        <translation>
            <numerusform>你赢得其他人手中剩余的 %n 点，翻倍：{total}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the %n point(s) left in the other hands, doubled: {total}.</source>
        <translation>
            <numerusform>{name} 赢得其他人手中剩余的 %n 点，翻倍：{total}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the %n point(s) left in the other hands.</source>
        <translation>
            <numerusform>你赢得其他人手中剩余的 %n 点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the %n point(s) left in the other hands.</source>
        <translation>
            <numerusform>{name} 赢得其他人手中剩余的 %n 点。</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>剩余手牌</translation>
    </message>
    <message>
        <source>Points left</source>
        <translation>剩余点数</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>比赛总分</translation>
    </message>
    <message>
        <source>+{won}</source>
        <translation>+{won}</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>新比赛…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>RummyScore</name>
    <message>
        <source>Match over</source>
        <translation>比赛结束</translation>
    </message>
    <message>
        <source>Hand {k}</source>
        <translation>第 {k} 局</translation>
    </message>
    <message>
        <source>First to {target}</source>
        <translation>先到 {target} 分</translation>
    </message>
    <message>
        <source>Dealer: {name}</source>
        <translation>庄家：{name}</translation>
    </message>
    <message>
        <source>{kind}: {how}</source>
        <translation>{kind}：{how}</translation>
    </message>
    <message>
        <source>{name}: {kind}, {how}</source>
        <translation>{name}：{kind}，{how}</translation>
    </message>
    <message>
        <source>{game} · {players} · first to {target}</source>
        <translation>{game} · {players} · 先到 {target} 分</translation>
    </message>
    <message>
        <source>Hand {k} is in play.</source>
        <translation>第 {k} 局正在进行。</translation>
    </message>
    <message>
        <source>You reach {target} and win the match!</source>
        <translation>你先到 {target} 分，赢得了比赛！</translation>
    </message>
    <message>
        <source>{name} reaches {target} and wins the match.</source>
        <translation>{name}先到 {target} 分，赢得了比赛。</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比赛结束。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the seats of the final score</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>Final score: {scores}</source>
        <translation>最终比分：{scores}</translation>
    </message>
    <message>
        <source>{points} (hand {k})</source>
        <translation>{points}（第 {k} 局）</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>已打局数</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>最终比分</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>Rummies (out in one turn)</source>
        <translation>一把出完</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>最佳一局</translation>
    </message>
    <message>
        <source>Stalemates</source>
        <translation>僵局</translation>
    </message>
</context>
<context>
    <name>SaveFields</name>
    <message>
        <source>{mine} : {theirs}</source>
        <translation>{mine} : {theirs}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>{game} · {players}</source>
        <translation>{game} · {players}</translation>
    </message>
    <message>
        <source>{game} · {players} · first to {target}</source>
        <translation>{game} · {players} · 先到 {target} 分</translation>
    </message>
    <message>
        <source>{table} · {scores}</source>
        <translation>{table} · {scores}</translation>
    </message>
    <message>
        <source>{game} · {rules} · {mode} · {score}</source>
        <translation>{game} · {rules} · {mode} · {score}</translation>
    </message>
    <message>
        <source>Saved:</source>
        <translation>保存时间：</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>游戏模式：</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>对手：</translation>
    </message>
    <message>
        <source>Score (you : opponents):</source>
        <translation>比分（你 : 对手）：</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>已打局数：</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Practice (a hint or take-back was used)</source>
        <translation>练习（用过提示或悔牌）</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation>得分：</translation>
    </message>
</context>
<context>
    <name>SavesDialog</name>
    <message>
        <source>Damaged file</source>
        <translation>文件已损坏</translation>
    </message>
    <message>
        <source>First to {target}</source>
        <translation>先到 {target} 分</translation>
    </message>
    <message>
        <source>{mode} (practice)</source>
        <translation>{mode}（练习）</translation>
    </message>
    <message>
        <source>{game} · {players}</source>
        <translation>{game} · {players}</translation>
    </message>
    <message>
        <source>This file cannot be used: {reason}</source>
        <translation>这个文件无法使用：{reason}</translation>
    </message>
    <message>
        <source>Delete saved match</source>
        <translation>删除存档</translation>
    </message>
    <message>
        <source>Delete “{name}”? This cannot be undone.</source>
        <translation>删除“{name}”吗？删除后无法恢复。</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>比赛另存为</translation>
    </message>
    <message>
        <source>Load a saved match</source>
        <translation>读取存档</translation>
    </message>
    <message>
        <source>Give the saved match a name, or pick a slot to replace.</source>
        <translation>给存档起个名字，或选一个要替换的存档。</translation>
    </message>
    <message>
        <source>Pick a saved match to play on from where it was saved.</source>
        <translation>选择一个存档，从保存时的位置接着打。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存时间</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>已打局数</translation>
    </message>
    <message>
        <source>Score (yours first)</source>
        <translation>比分（你的在前）</translation>
    </message>
    <message>
        <source>Saved matches</source>
        <translation>存档</translation>
    </message>
    <message>
        <source>No saved matches yet.</source>
        <translation>还没有存档。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>读取(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet</source>
        <translation>记分表</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Score sheet…</source>
        <extracomment>The most seats a board shows (拉米纸牌&apos;s four). The smallest font the board shrinks to, in pixels, before it would leave its room. The grid row of &quot;Score sheet…&quot;, below the seats and any lines.</extracomment>
        <translation>记分表…</translation>
    </message>
    <message>
        <source>Click for the score sheet: every hand of the match</source>
        <translation>点击查看记分表：本场比赛的每一局</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>记分牌</translation>
    </message>
</context>
<context>
    <name>SeatMoves</name>
    <message>
        <source>Took {card} from the discard pile</source>
        <translation>从换牌堆吃了 {card}</translation>
    </message>
    <message>
        <source>Drew {card} from the stock</source>
        <translation>从底牌抓了 {card}</translation>
    </message>
    <message>
        <source>Drew from the stock</source>
        <translation>从底牌抓牌</translation>
    </message>
    <message>
        <source>Discarded {card}</source>
        <translation>打出 {card}</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Passed on the up-card</source>
        <translation>不要亮牌</translation>
    </message>
    <message>
        <source>Melded {cards}</source>
        <translation>摊出 {cards}</translation>
    </message>
    <message>
        <source>Laid off {cards}</source>
        <translation>贴牌 {cards}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>How long the bots pause between their moves (none with animations off)</source>
        <translation>电脑每步之间停顿多久（关闭动画时不停顿）</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>紫色</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>青色</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <source>Extra large</source>
        <translation>特大</translation>
    </message>
    <message>
        <source>Larger cards where the window has room; the hand fans tighter to fit</source>
        <translation>窗口有空间时牌面更大；放不下时手牌排得更紧</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>动画速度：</translation>
    </message>
    <message>
        <source>Bot speed:</source>
        <translation>电脑速度：</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>牌面：</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>牌面大小：</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>牌背：</translation>
    </message>
    <message>
        <source>Defending:</source>
        <translation>防守：</translation>
    </message>
    <message>
        <source>Practice:</source>
        <translation>练习：</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>声音：</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Four-colour deck (♦ blue, ♣ green)</source>
        <translation>四色牌（♦ 蓝色，♣ 绿色）</translation>
    </message>
    <message>
        <source>Large indices</source>
        <translation>大号角标</translation>
    </message>
    <message>
        <source>Lay off automatically (best layoff)</source>
        <translation>自动贴牌（最佳贴牌）</translation>
    </message>
    <message>
        <source>Show the Hint button</source>
        <translation>显示“提示”按钮</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>音效</translation>
    </message>
    <message>
        <source>When the opponent knocks, lay off the best cards for you at once</source>
        <translation>对方胡牌时，立即替你贴出最佳的牌</translation>
    </message>
    <message>
        <source>A match in which you use a hint counts as practice</source>
        <translation>用过提示的比赛记为练习</translation>
    </message>
    <message>
        <source>Applied at once to every window</source>
        <translation>立即应用到所有窗口</translation>
    </message>
</context>
<context>
    <name>SheetTable</name>
    <message>
        <source>Hand by hand</source>
        <translation>逐局记录</translation>
    </message>
    <message>
        <source>Each seat: the total after the hand (the points it won in it).</source>
        <translation>每位玩家：该局之后的总分（括号内为该局所得）。</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation>还没有打完的局。</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>%n point(s) — {kind}, against {opponent}, {date}</source>
        <extracomment>The match modes&apos; rows in the menus&apos; order (any other mode after them). Figures that are a sentence (the best hand): shown on a row of their own. The most of the main window the statistics cover when they open: the table stays in sight round them (the player may enlarge the window). Set when the table can replay every game&apos;s hands (the main window&apos;s business). Each game&apos;s statistics view (its boxes, words and history cells). Whether each listed match&apos;s deals can be verified (its reveal is kept). The code of the last read that failed (``None``: the last refresh read all). Words, table rows and the opening size as large as the side panel&apos;s beside the table (the same scale, following the main window&apos;s size); centred over the main window when opened and as it changes size.</extracomment>
        <translation>
            <numerusform>%n 分 — {kind}，对手 {opponent}，{date}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) still in play are not counted yet.</source>
        <translation>
            <numerusform>还有 %n 场比赛在进行中，尚未计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>比赛场数</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>胜场</translation>
    </message>
    <message>
        <source>Match win rate</source>
        <translation>比赛胜率</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>Hand win rate</source>
        <translation>每局胜率</translation>
    </message>
    <message>
        <source>Points: you − them</source>
        <extracomment>The least height of a chart (the overview&apos;s page is sized so both fit at 1000×620). Colours of the match results on the chart (abandoned in grey: not a loss).</extracomment>
        <translation>分差：你 − 对手</translation>
    </message>
    <message>
        <source>Match results over time</source>
        <translation>历次比赛结果</translation>
    </message>
    <message>
        <source>Running win rate</source>
        <translation>累计胜率</translation>
    </message>
    <message>
        <source>Running win rate (abandoned matches leave it as is)</source>
        <translation>累计胜率（放弃的比赛不影响）</translation>
    </message>
    <message>
        <source>Match (oldest first)</source>
        <translation>比赛（从早到晚）</translation>
    </message>
    <message>
        <source>{result} {mine} : {theirs} against {opponent}, {date}</source>
        <translation>{result} {mine} : {theirs}，对手 {opponent}，{date}</translation>
    </message>
    <message>
        <source>{kind}, {how}</source>
        <translation>{kind}，{how}</translation>
    </message>
    <message>
        <source>{number}</source>
        <extracomment>Hands per page of the history list.</extracomment>
        <translation>第 {number} 局</translation>
    </message>
    <message>
        <source>{mine} : {theirs}</source>
        <translation>{mine} : {theirs}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) recorded</source>
        <translation>
            <numerusform>已记录 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>第 {page} / {pages} 页</translation>
    </message>
    <message>
        <source>Check that this hand&apos;s match was dealt from the seed it committed to</source>
        <translation>检查这一局所属的比赛是否按其承诺的种子发牌</translation>
    </message>
    <message>
        <source>Only a match with a commitment can be verified, once it has ended</source>
        <translation>只有带承诺的比赛才能验证，并且要等比赛结束</translation>
    </message>
    <message>
        <source>Rummy hands cannot be replayed on the table yet.</source>
        <translation>拉米纸牌的牌局暂时还不能在牌桌上回放。</translation>
    </message>
    <message>
        <source>Hands, one per row (*.csv)</source>
        <translation>每局一行 (*.csv)</translation>
    </message>
    <message>
        <source>Matches, one per row (*.csv)</source>
        <translation>每场比赛一行 (*.csv)</translation>
    </message>
    <message>
        <source>Export statistics: {game}</source>
        <translation>导出统计：{game}</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>导出统计</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) written.</source>
        <translation>
            <numerusform>已写入 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Back up statistics</source>
        <translation>备份统计</translation>
    </message>
    <message>
        <source>Statistics database (*.sqlite3)</source>
        <translation>统计数据库 (*.sqlite3)</translation>
    </message>
    <message>
        <source>The disk is full: the backup was not written</source>
        <translation>磁盘已满：备份未写入</translation>
    </message>
    <message>
        <source>The statistics were backed up to {path}.</source>
        <translation>统计已备份到 {path}。</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <source>Delete all statistics and the hand history, ranked and practice? This cannot be undone. The match in play will not be counted.</source>
        <translation>删除全部统计和牌局记录（正式与练习）吗？删除后无法恢复，进行中的比赛也不再计入。</translation>
    </message>
    <message>
        <source>By players and opponents</source>
        <translation>按人数和对手</translation>
    </message>
    <message>
        <source>Drawn (stalemates):</source>
        <translation>平（僵局）：</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>按人数</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Points left in your hand</source>
        <translation>你手中剩余点数</translation>
    </message>
    <message>
        <source>No finished Rummy matches yet: the charts start after one.</source>
        <translation>还没有打完的拉米纸牌比赛：打完一场后才有图表。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>&amp;Ranked</source>
        <translation>正式(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <source>Practice: matches in which a hint, a take-back or a bot on your seat was used. Abandoned matches never count as losses.</source>
        <translation>练习：用过提示、悔牌或让电脑代打的比赛。放弃的比赛从不算输。</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>总览</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>牌局记录</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Winning streaks</source>
        <translation>连胜</translation>
    </message>
    <message>
        <source>Gin hands you knocked</source>
        <translation>你的金胡</translation>
    </message>
    <message>
        <source>Knocks</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>How your hands ended</source>
        <translation>你的牌局如何结束</translation>
    </message>
    <message>
        <source>Played (finished or resigned):</source>
        <translation>场数（打完或认输）：</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>胜：</translation>
    </message>
    <message>
        <source>Lost (resigned included):</source>
        <translation>负（含认输）：</translation>
    </message>
    <message>
        <source>Drawn:</source>
        <translation>平：</translation>
    </message>
    <message>
        <source>Won, % of played:</source>
        <translation>胜率：</translation>
    </message>
    <message>
        <source>Resigned:</source>
        <translation>认输：</translation>
    </message>
    <message>
        <source>Abandoned (not counted as lost):</source>
        <translation>放弃（不算输）：</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>局数：</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>负：</translation>
    </message>
    <message>
        <source>Drawn (stock ran out):</source>
        <translation>平局（底牌抓完）：</translation>
    </message>
    <message>
        <source>Current, in matches:</source>
        <translation>当前连胜（比赛）：</translation>
    </message>
    <message>
        <source>Longest, in matches:</source>
        <translation>最长连胜（比赛）：</translation>
    </message>
    <message>
        <source>Current, in hands:</source>
        <translation>当前连胜（牌局）：</translation>
    </message>
    <message>
        <source>Longest, in hands:</source>
        <translation>最长连胜（牌局）：</translation>
    </message>
    <message>
        <source>Gin (three melds):</source>
        <translation>三金（三个搭子）：</translation>
    </message>
    <message>
        <source>Double Gin (two melds):</source>
        <translation>二金（两个搭子）：</translation>
    </message>
    <message>
        <source>Gin Dragon (one ten-card run):</source>
        <translation>金龙（十张同花顺）：</translation>
    </message>
    <message>
        <source>Gin (International rules):</source>
        <translation>金胡（国际规则）：</translation>
    </message>
    <message>
        <source>Hands you knocked:</source>
        <translation>你胡牌的局数：</translation>
    </message>
    <message>
        <source>Undercuts suffered:</source>
        <translation>被诈胡：</translation>
    </message>
    <message>
        <source>Undercuts inflicted:</source>
        <translation>让对方诈胡：</translation>
    </message>
    <message>
        <source>Average deadwood when knocking:</source>
        <translation>胡牌时平均米数：</translation>
    </message>
    <message>
        <source>By rules, mode and opponent</source>
        <translation>按规则、模式和对手</translation>
    </message>
    <message>
        <source>Average points won per hand:</source>
        <translation>每局平均得分：</translation>
    </message>
    <message>
        <source>Average net points per hand:</source>
        <translation>每局平均净得分：</translation>
    </message>
    <message>
        <source>Best hand:</source>
        <translation>最佳一局：</translation>
    </message>
    <message>
        <source>By rules</source>
        <translation>按规则</translation>
    </message>
    <message>
        <source>By opponent level</source>
        <translation>按对手水平</translation>
    </message>
    <message>
        <source>No finished matches yet: the charts start after one.</source>
        <translation>还没有打完的比赛：打完一场后才有图表。</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>胜负</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>结局</translation>
    </message>
    <message>
        <source>Points (you : them)</source>
        <translation>得分（你 : 对手）</translation>
    </message>
    <message>
        <source>Your deadwood</source>
        <translation>你的米数</translation>
    </message>
    <message>
        <source>You went out:</source>
        <translation>你出完：</translation>
    </message>
    <message>
        <source>You went out in one turn (doubled):</source>
        <translation>你一把出完（翻倍）：</translation>
    </message>
    <message>
        <source>An opponent went out in one turn:</source>
        <translation>对手一把出完：</translation>
    </message>
    <message>
        <source>Stalemates (nobody went out):</source>
        <translation>僵局（无人出完）：</translation>
    </message>
    <message>
        <source>Stalemates, % of hands:</source>
        <translation>僵局占牌局比例：</translation>
    </message>
    <message>
        <source>Match mode</source>
        <translation>比赛模式</translation>
    </message>
    <message>
        <source>By match mode</source>
        <translation>按比赛模式</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>◀ Newer</source>
        <translation>◀ 较新</translation>
    </message>
    <message>
        <source>Older ▶</source>
        <translation>较早 ▶</translation>
    </message>
    <message>
        <source>Replay on the table</source>
        <translation>在牌桌上回放</translation>
    </message>
    <message>
        <source>Re&amp;view hand…</source>
        <translation>复盘本局(&amp;V)…</translation>
    </message>
    <message>
        <source>Review &amp;match…</source>
        <translation>复盘整场(&amp;M)…</translation>
    </message>
    <message>
        <source>Every decision of yours in this hand valued again, the costliest first</source>
        <translation>重新评估你在这一局的每个决策，代价最大的排在最前</translation>
    </message>
    <message>
        <source>&amp;Verify the deals</source>
        <translation>验证发牌(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>导出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Back up statistics…</source>
        <translation>备份统计(&amp;B)…</translation>
    </message>
    <message>
        <source>A copy of every recorded match and hand, in one file you choose</source>
        <translation>把记录的每场比赛和每一局复制到你选择的一个文件里</translation>
    </message>
    <message>
        <source>Rese&amp;t…</source>
        <translation>重置(&amp;T)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Several levels</source>
        <translation>多个水平</translation>
    </message>
    <message>
        <source>{value} %</source>
        <extracomment>What a cell says where there is no figure (no hand of that kind yet).</extracomment>
        <translation>{value}%</translation>
    </message>
</context>
<context>
    <name>StatsHealth</name>
    <message numerus="yes">
        <source>%n damaged record(s) were found in the statistics and set aside (code: {codes}). They are kept in the file, not deleted; the rest of your history is shown.</source>
        <extracomment>Start-up warnings the window repeats: this session&apos;s figures are not kept.</extracomment>
        <translation>
            <numerusform>统计中发现 %n 条损坏的记录，已被放到一旁（代码：{codes}）。它们仍保存在文件里，没有被删除；其余的历史照常显示。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>face-down card</source>
        <translation>扣着的牌</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{card}, selected, card {i} of {n} in your hand</source>
        <translation>{card}，已选中，手牌第 {i} 张，共 {n} 张</translation>
    </message>
    <message>
        <source>{card}, card {i} of {n} in your hand</source>
        <translation>{card}，手牌第 {i} 张，共 {n} 张</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top</source>
        <translation>换牌堆：最上面是{card}</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>换牌堆：空</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>底牌：%n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>Knock area: a face-down card</source>
        <translation>胡牌区：一张扣着的牌</translation>
    </message>
    <message>
        <source>Knock area: {label}</source>
        <translation>胡牌区：{label}</translation>
    </message>
    <message>
        <source>Your meld: {cards}</source>
        <translation>你的搭子：{cards}</translation>
    </message>
    <message>
        <source>Meld of {name}: {cards}</source>
        <translation>{name}的搭子：{cards}</translation>
    </message>
    <message>
        <source>Meld: {cards}</source>
        <translation>搭子：{cards}</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name}（{level}）</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}：%n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}, showing {cards}</source>
        <translation>{seat}，亮出{cards}</translation>
    </message>
    <message>
        <source>{seat} ({doing})</source>
        <translation>{seat}（{doing}）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Balanced</source>
        <comment>a bot&apos;s playing style</comment>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Gin hunter</source>
        <comment>a bot&apos;s playing style</comment>
        <translation>追金</translation>
    </message>
    <message>
        <source>Quick knocker</source>
        <comment>a bot&apos;s playing style</comment>
        <translation>快胡</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>a bot&apos;s playing style</comment>
        <translation>稳守</translation>
    </message>
    <message>
        <source>Patient</source>
        <comment>a bot&apos;s playing style</comment>
        <translation>沉稳</translation>
    </message>
    <message>
        <source>Plays to win the most hands</source>
        <translation>力求赢下最多的局</translation>
    </message>
    <message>
        <source>Chases gin and knocks late</source>
        <translation>追求金胡，晚胡牌</translation>
    </message>
    <message>
        <source>Knocks at the first chance</source>
        <translation>一有机会就胡牌</translation>
    </message>
    <message>
        <source>Throws safe cards and waits to undercut</source>
        <translation>出安全的牌，等待诈胡</translation>
    </message>
    <message>
        <source>Classic (dealer gets 11, knock ≤ 10)</source>
        <translation>经典（庄家 11 张，米胡 ≤ 10）</translation>
    </message>
    <message>
        <source>JJ (up-card, knock ≤ 5)</source>
        <translation>JJ规则（亮牌，米胡 ≤ 5）</translation>
    </message>
    <message>
        <source>1909 (up-card to the non-dealer)</source>
        <translation>1909（闲家先选亮牌）</translation>
    </message>
    <message>
        <source>International Gin Rummy</source>
        <translation>国际金拉米</translation>
    </message>
    <message>
        <source>Oklahoma Gin (the up-card sets the knock limit)</source>
        <translation>俄克拉何马金拉米（亮牌定米胡上限）</translation>
    </message>
    <message>
        <source>Straight Gin (gin only, no knocking)</source>
        <translation>直金拉米（只许金胡，不能米胡）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Where a seat sits, as ``jinlami_desktop.games.rummy.layout.seat_sides`` names it.</extracomment>
        <translation>你</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>电脑（{level}）</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <comment>a bot&apos;s name and its level</comment>
        <translation>{name}（{level}）</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>红心</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>king</source>
        <translation>K</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <extracomment>Which of a level&apos;s names (:mod:`~jinlami_desktop.words.opponents`) the bot at each side takes: by where it sits, so two bots of one level never share a name and a table is named the same way every time; the lone bot of a two-player table takes the first.</extracomment>
        <translation>本局已结束</translation>
    </message>
    <message>
        <source>Opponent&apos;s turn</source>
        <translation>轮到对手</translation>
    </message>
    <message>
        <source>Your turn: both passed the up-card, draw from the stock</source>
        <translation>轮到你：双方都不要亮牌，请从底牌抓牌</translation>
    </message>
    <message>
        <source>Your turn: take the up-card or pass</source>
        <translation>轮到你：拿亮牌，或者不要</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or the discard pile</source>
        <translation>轮到你：从底牌抓牌，或者吃牌</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or drop it on the knock area</source>
        <translation>轮到你：打出一张牌，或把它拖到胡牌区胡牌</translation>
    </message>
    <message>
        <source>Your turn: choose how to show your melds</source>
        <translation>轮到你：选择怎样摊出搭子</translation>
    </message>
    <message>
        <source>Lay off cards on the knocker&apos;s melds, then press Done</source>
        <translation>把牌贴到胡牌人的搭子上，然后点“贴牌完毕”</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>waiting for you</source>
        <translation>等你出牌</translation>
    </message>
    <message>
        <source>laying off</source>
        <translation>贴牌中</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>playing a duel</source>
        <translation>单挑中</translation>
    </message>
    <message>
        <source>Drawing from the stock</source>
        <translation>从底牌抓牌</translation>
    </message>
    <message>
        <source>Taking the discard</source>
        <translation>吃牌</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>不要亮牌</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Showing melds</source>
        <translation>摊出搭子</translation>
    </message>
    <message>
        <source>Laying off</source>
        <translation>贴牌</translation>
    </message>
    <message>
        <source>Ending the layoff</source>
        <translation>结束贴牌</translation>
    </message>
    <message>
        <source>{action} is not possible now: take the up-card or pass first</source>
        <translation>现在不能{action}：请先决定要不要亮牌</translation>
    </message>
    <message>
        <source>{action} is not possible now: draw a card first</source>
        <translation>现在不能{action}：请先抓一张牌</translation>
    </message>
    <message>
        <source>{action} is not possible now: you have drawn, now discard</source>
        <translation>现在不能{action}：你已经抓过牌，该打牌了</translation>
    </message>
    <message>
        <source>{action} is not possible now: the melds must be shown first</source>
        <translation>现在不能{action}：请先摊出搭子</translation>
    </message>
    <message>
        <source>{action} is not possible now: laying off is in progress</source>
        <translation>现在不能{action}：正在贴牌</translation>
    </message>
    <message>
        <source>{action} is not possible now: the hand is over</source>
        <translation>现在不能{action}：本局已结束</translation>
    </message>
    <message>
        <source>{action} is not possible now</source>
        <translation>现在不能{action}</translation>
    </message>
    <message>
        <source>Wait: it is not your turn</source>
        <translation>请稍等：还没轮到你</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>换牌堆是空的</translation>
    </message>
    <message>
        <source>Both players passed the up-card: draw from the stock</source>
        <translation>双方都不要亮牌：请从底牌抓牌</translation>
    </message>
    <message>
        <source>You have not drawn: the dealer starts with 11 cards and discards first</source>
        <translation>你还没有抓牌：庄家开局有 11 张牌，先打出一张</translation>
    </message>
    <message>
        <source>No card was chosen</source>
        <translation>没有选牌</translation>
    </message>
    <message numerus="yes">
        <source>Cannot knock: that leaves %n point(s) of deadwood, above the limit of {limit}</source>
        <translation>
            <numerusform>不能胡牌：米数还有 %n，超过上限 {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cannot knock discarding {card}: that leaves %n point(s) of deadwood, above the limit of {limit}</source>
        <translation>
            <numerusform>不能胡牌：打出 {card} 后米数还有 %n，超过上限 {limit}</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot knock: no arrangement is within the knock limit of {limit}</source>
        <translation>不能胡牌：没有哪种组合的米数在上限 {limit} 以内</translation>
    </message>
    <message>
        <source>A card is used twice</source>
        <translation>有一张牌用了两次</translation>
    </message>
    <message>
        <source>Those cards are not a set or a run (the ace is low only)</source>
        <translation>这些牌既不是刻子也不是同花顺（A 只能当 1）</translation>
    </message>
    <message>
        <source>There is no meld there</source>
        <translation>那里没有搭子</translation>
    </message>
    <message>
        <source>Those cards cannot be laid off on the knocker&apos;s melds</source>
        <translation>这些牌不能贴到胡牌人的搭子上</translation>
    </message>
    <message>
        <source>No hand is in play: deal the next hand</source>
        <translation>当前没有牌局：请发下一局</translation>
    </message>
    <message>
        <source>The match is over: start a new match</source>
        <translation>比赛已结束：请开始新比赛</translation>
    </message>
    <message>
        <source>A hand is still in play</source>
        <translation>本局还没有结束</translation>
    </message>
    <message>
        <source>No match is running: start a new match</source>
        <translation>没有进行中的比赛：请开始新比赛</translation>
    </message>
    <message>
        <source>Wait a moment: the bot is moving</source>
        <translation>请稍等：电脑正在出牌</translation>
    </message>
    <message>
        <source>Drop the card on the discard pile, the knock area or your hand</source>
        <translation>请把牌放到换牌堆、胡牌区或你的手牌中</translation>
    </message>
    <message>
        <source>Draw a card first: drag it from the stock or the discard pile</source>
        <translation>请先抓牌：从底牌或换牌堆拖一张牌</translation>
    </message>
    <message>
        <source>Only the knocker&apos;s melds take cards now</source>
        <translation>现在只能往胡牌人的搭子上贴牌</translation>
    </message>
    <message>
        <source>Only the defender lays off</source>
        <translation>只有对方可以贴牌</translation>
    </message>
    <message>
        <source>To draw, drop the card on your hand</source>
        <translation>抓牌时请把牌放到你的手牌中</translation>
    </message>
    <message>
        <source>A move could not be read</source>
        <translation>有一步棋无法读取</translation>
    </message>
    <message>
        <source>The hand has the wrong number of cards</source>
        <translation>手牌张数不对</translation>
    </message>
    <message>
        <source>A meld needs at least three cards</source>
        <translation>一个搭子至少要三张牌</translation>
    </message>
    <message>
        <source>These rules are not known to this version of the game</source>
        <translation>这个版本的游戏不认识这套规则</translation>
    </message>
    <message>
        <source>This is a replay: close it to play on</source>
        <translation>这是回放：关闭回放后才能继续打牌</translation>
    </message>
    <message>
        <source>Answer taken: the verdict is above the table</source>
        <translation>已作答：结果在牌桌上方</translation>
    </message>
    <message>
        <source>A card could not be read</source>
        <translation>有一张牌无法识别</translation>
    </message>
    <message>
        <source>The rule options are not valid</source>
        <translation>规则选项无效</translation>
    </message>
    <message>
        <source>This game is not known to this version of the app</source>
        <translation>此版本的应用不认识这个游戏</translation>
    </message>
    <message>
        <source>That position cannot arise in a game</source>
        <translation>游戏中不可能出现这个局面</translation>
    </message>
    <message>
        <source>The stock is empty</source>
        <translation>底牌已经抓完</translation>
    </message>
    <message>
        <source>Nothing to undo: only this turn&apos;s melds and lay-offs can be taken back</source>
        <translation>没有可撤销的：只能收回本轮的摊牌和贴牌</translation>
    </message>
    <message>
        <source>There is no such seat at this table</source>
        <translation>牌桌上没有这个座位</translation>
    </message>
    <message>
        <source>The seed must be a whole number</source>
        <translation>种子必须是整数</translation>
    </message>
    <message>
        <source>This opponent level is not known to this version of the game</source>
        <translation>此版本的游戏不认识这个电脑级别</translation>
    </message>
    <message>
        <source>An option of the opponent is not valid</source>
        <translation>对手的某个选项无效</translation>
    </message>
    <message>
        <source>The opponent was shown the table of another game</source>
        <translation>对手拿到的是另一种游戏的牌桌</translation>
    </message>
    <message>
        <source>Two players of one team have the same name</source>
        <translation>同一队中有两名队员同名</translation>
    </message>
    <message>
        <source>A meld without cards</source>
        <translation>组合中没有牌</translation>
    </message>
    <message>
        <source>That move is not allowed now</source>
        <translation>现在不能这样出牌</translation>
    </message>
    <message>
        <source>The game could not do that</source>
        <translation>游戏无法执行这个操作</translation>
    </message>
    <message>
        <source>The save could not be loaded</source>
        <translation>无法读取这个存档</translation>
    </message>
    <message>
        <source>The save puts the player in seat {seat}, but the game has {seats} seats: it cannot be played</source>
        <translation>该存档把玩家放在第 {seat} 号座位，但这个游戏只有 {seats} 个座位：无法继续游戏</translation>
    </message>
    <message>
        <source>The save names an opponent level this version does not know ({level}): it cannot be played</source>
        <translation>该存档中的电脑水平（{level}）本版本不认识：无法继续游戏</translation>
    </message>
    <message>
        <source>The salt of a match&apos;s commitment must be 32 hexadecimal digits</source>
        <translation>比赛承诺的盐值必须是 32 位十六进制数字</translation>
    </message>
    <message>
        <source>That move is not allowed (code {code})</source>
        <translation>不能这样出牌（代码 {code}）</translation>
    </message>
    <message>
        <source>The dealer gets 11 cards and opens with a discard; knock with 10 or less; Jin Rummy scoring (gin 50, undercut penalties).</source>
        <translation>庄家拿 11 张牌并先打出一张；米数 10 以内可以胡牌；按金拉米计分（金胡 50，诈胡有罚分）。</translation>
    </message>
    <message>
        <source>An up-card offered to the dealer first; knock with 5 or less; Jin Rummy scoring.</source>
        <translation>亮牌先给庄家；米数 5 以内可以胡牌；按金拉米计分。</translation>
    </message>
    <message>
        <source>An up-card offered to the non-dealer first; knock with 10 or less; Jin Rummy scoring.</source>
        <translation>亮牌先给闲家；米数 10 以内可以胡牌；按金拉米计分。</translation>
    </message>
    <message>
        <source>Gin Rummy as Hoyle has it: knock with 10 or less, gin 25, undercut 25, a game to 100 with bonuses.</source>
        <translation>Hoyle 牌书里的标准打法：米数 10 以内可以胡牌，金胡 25，诈胡 25，一盘打到 100 分，另有奖励分。</translation>
    </message>
    <message>
        <source>The first up-card&apos;s value is the hand&apos;s knock limit: an ace means gin only, a spade doubles the hand.</source>
        <translation>第一张亮牌的点数就是本局的米胡上限：A 表示只许金胡，黑桃则本局得分翻倍。</translation>
    </message>
    <message>
        <source>No knocking at all: a hand is won only by going gin (or Big Gin).</source>
        <translation>完全不许米胡：只有金胡（或大金）才能赢下一局。</translation>
    </message>
    <message>
        <source>Gin only: the up-card is an ace</source>
        <translation>只许金胡：亮牌是 A</translation>
    </message>
    <message numerus="yes">
        <source>Knock at %n point(s) or less this hand</source>
        <translation>
            <numerusform>本局米胡上限：%n 米</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades: this hand counts double</source>
        <translation>黑桃：本局得分翻倍</translation>
    </message>
    <message>
        <source>Gin only: no knocking</source>
        <translation>只许金胡：不能米胡</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>三金</translation>
    </message>
    <message>
        <source>Double Gin</source>
        <translation>二金</translation>
    </message>
    <message>
        <source>Gin Dragon</source>
        <translation>金龙</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>米胡</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>诈胡</translation>
    </message>
    <message>
        <source>Gin</source>
        <comment>International rules</comment>
        <translation>金胡</translation>
    </message>
    <message>
        <source>Big Gin</source>
        <translation>大金</translation>
    </message>
    <message>
        <source>Draw: the stock ran out</source>
        <translation>平局：底牌已抓完</translation>
    </message>
    <message>
        <source>Resigned</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>The knocker still has less deadwood after the layoff</source>
        <translation>贴牌后胡牌人的米数仍然更少</translation>
    </message>
    <message>
        <source>No deadwood: all ten cards in three melds</source>
        <translation>没有米牌：十张牌组成三个搭子</translation>
    </message>
    <message>
        <source>No deadwood: all ten cards in two melds</source>
        <translation>没有米牌：十张牌组成两个搭子</translation>
    </message>
    <message>
        <source>No deadwood: all ten cards in one run</source>
        <translation>没有米牌：十张牌是一条同花顺</translation>
    </message>
    <message>
        <source>The opponent has as little deadwood as the knocker, or less</source>
        <translation>对方的米数小于或等于胡牌人</translation>
    </message>
    <message>
        <source>No deadwood: no layoff allowed</source>
        <translation>没有米牌：对方不能贴牌</translation>
    </message>
    <message>
        <source>All eleven cards melded after the draw: no discard, no layoff</source>
        <translation>抓牌后十一张全部成组：不打牌，不能贴牌</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out</source>
        <translation>底牌抓完时无人胡牌</translation>
    </message>
    <message>
        <source>The match was given up</source>
        <translation>比赛已认输</translation>
    </message>
    <message>
        <source>Penalty tier: deadwood left after laying off</source>
        <translation>罚分档次：贴牌后仍有米牌</translation>
    </message>
    <message>
        <source>Penalty tier: Gin after laying off</source>
        <translation>罚分档次：贴牌后成三金</translation>
    </message>
    <message>
        <source>Penalty tier: Double Gin after laying off</source>
        <translation>罚分档次：贴牌后成二金</translation>
    </message>
    <message>
        <source>Penalty tier: Gin Dragon after laying off</source>
        <translation>罚分档次：贴牌后成金龙</translation>
    </message>
    <message>
        <source>Gin base: {points}</source>
        <translation>金胡底分：{points}</translation>
    </message>
    <message>
        <source>Opponent&apos;s deadwood: {points}</source>
        <translation>对方米数：{points}</translation>
    </message>
    <message>
        <source>Knock base: {points}</source>
        <translation>米胡底分：{points}</translation>
    </message>
    <message>
        <source>Deadwood difference: {points}</source>
        <translation>米数之差：{points}</translation>
    </message>
    <message>
        <source>Undercut penalty: {points}</source>
        <translation>诈胡罚分：{points}</translation>
    </message>
    <message>
        <source>Undercut bonus: {points}</source>
        <translation>诈胡奖励：{points}</translation>
    </message>
    <message>
        <source>Doubled (a spade up-card): {points}</source>
        <translation>翻倍（翻开的是黑桃）：{points}</translation>
    </message>
    <message>
        <source>{key}: {points}</source>
        <translation>{key}：{points}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s), highest total wins</source>
        <translation>
            <numerusform>共 %n 局，总分高者获胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First to {target}, at most %n hand(s)</source>
        <translation>
            <numerusform>先到 {target} 分者胜，最多 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Game to {target} with bonuses</source>
        <translation>打到 {target} 分，含奖励分</translation>
    </message>
    <message>
        <source>Hollywood: three games to {target} at once</source>
        <translation>好莱坞：同时打三盘，每盘到 {target} 分</translation>
    </message>
    <message>
        <source>Team match</source>
        <translation>队式赛</translation>
    </message>
    <message>
        <source>Hint: draw from the stock</source>
        <translation>提示：从底牌抓牌</translation>
    </message>
    <message>
        <source>Hint: take the discard</source>
        <translation>提示：吃牌</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>提示：不要亮牌</translation>
    </message>
    <message>
        <source>Hint: nothing to lay off, press Done</source>
        <translation>提示：没有可贴的牌，请点“贴牌完毕”</translation>
    </message>
    <message>
        <source>Hint: show the suggested melds</source>
        <translation>提示：按推荐的组合摊牌</translation>
    </message>
    <message>
        <source>{name} drew {card} from the stock</source>
        <translation>{name}从底牌抓了 {card}</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name}从底牌抓了一张牌</translation>
    </message>
    <message>
        <source>{name} knocked</source>
        <translation>{name}胡牌了</translation>
    </message>
    <message>
        <source>{name} passed on the up-card</source>
        <translation>{name}不要亮牌</translation>
    </message>
    <message>
        <source>{name} showed the melds</source>
        <translation>{name}摊出了搭子</translation>
    </message>
    <message>
        <source>{name} finished laying off</source>
        <translation>{name}贴牌完毕</translation>
    </message>
    <message>
        <source>{name} dealt</source>
        <translation>{name}发牌</translation>
    </message>
    <message>
        <source>The target score must be 50, 100, 200, 300 or 500</source>
        <translation>目标得分只能是 50、100、200、300 或 500</translation>
    </message>
    <message>
        <source>A rule option is switched neither on nor off</source>
        <translation>某个规则选项既不是开也不是关</translation>
    </message>
    <message>
        <source>Big Gin is played only with International scoring</source>
        <translation>大金只用于国际计分</translation>
    </message>
    <message>
        <source>This Oklahoma option needs the Oklahoma rules</source>
        <translation>这个俄克拉何马选项需要俄克拉何马规则</translation>
    </message>
    <message>
        <source>Hollywood scoring needs International scoring (its three games to 100)</source>
        <translation>好莱坞计分需要国际计分（三盘各到 100 分）</translation>
    </message>
    <message>
        <source>Oklahoma takes its knock limit from the up-card: it needs a deal with an up-card</source>
        <translation>俄克拉何马规则由翻开的牌决定敲牌上限：需要有翻牌的发牌方式</translation>
    </message>
    <message>
        <source>The words for the deal must be text</source>
        <translation>发牌词语必须是文字</translation>
    </message>
    <message>
        <source>Type some words for the deal, or leave the field empty</source>
        <translation>请输入发牌词语，或者留空</translation>
    </message>
    <message>
        <source>The words for the deal may have at most {limit} characters</source>
        <translation>发牌词语最多 {limit} 个字符</translation>
    </message>
    <message>
        <source>The words for the deal cannot hold line breaks or other control characters</source>
        <translation>发牌词语不能包含换行或其他控制字符</translation>
    </message>
    <message>
        <source>The disk is full: the game could not be saved</source>
        <extracomment>Every code the storage layer and the engine&apos;s save loader can report (see ``jinlami_desktop/storage/errors.py``); :func:`storage_error_text` words each one.</extracomment>
        <translation>磁盘已满：无法保存游戏</translation>
    </message>
    <message>
        <source>The app is not allowed to use that file or folder</source>
        <translation>程序没有权限使用这个文件或文件夹</translation>
    </message>
    <message>
        <source>The file could not be written</source>
        <translation>无法写入文件</translation>
    </message>
    <message>
        <source>The file is no longer there</source>
        <translation>文件已经不在了</translation>
    </message>
    <message>
        <source>The file could not be read</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>This is not a file (a folder, a pipe or a device is in its place): it was not read</source>
        <translation>这不是文件（它的位置上是文件夹、管道或设备）：没有读取它</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: it is not a readable save</source>
        <translation>文件已损坏或不完整：不是可读取的存档</translation>
    </message>
    <message>
        <source>This file is not a Jin Rummy save</source>
        <translation>这不是金拉米的存档文件</translation>
    </message>
    <message>
        <source>This save comes from a newer version of the game: update the app to open it</source>
        <translation>这个存档来自更新版本的游戏：请更新程序后再打开</translation>
    </message>
    <message>
        <source>The save is damaged: a part of it is missing or wrong</source>
        <translation>存档已损坏：部分内容缺失或有误</translation>
    </message>
    <message>
        <source>The save is damaged: its moves cannot be replayed</source>
        <translation>存档已损坏：无法重演其中的出牌</translation>
    </message>
    <message>
        <source>The save is damaged: its score does not match its moves</source>
        <translation>存档已损坏：比分与出牌记录不符</translation>
    </message>
    <message>
        <source>The file is far larger than any game: it is not a save</source>
        <translation>文件远大于任何一局游戏：它不是存档</translation>
    </message>
    <message>
        <source>A position set up by hand cannot be saved</source>
        <translation>手工摆出的局面无法保存</translation>
    </message>
    <message>
        <source>The statistics file was damaged: it was moved aside and new statistics started</source>
        <translation>统计文件已损坏：已移到一旁，并重新开始统计</translation>
    </message>
    <message>
        <source>The statistics come from a newer version of the app: they are left untouched and this session is not recorded</source>
        <translation>统计数据来自更新版本的程序：保持原样不动，本次游戏不做记录</translation>
    </message>
    <message>
        <source>The statistics file has a version this app does not know: it is left untouched and this session is not recorded</source>
        <translation>统计文件的版本是本程序不认识的：文件保持原样，本次游戏不会被记录</translation>
    </message>
    <message>
        <source>The statistics cannot be opened: this session is not recorded</source>
        <translation>无法打开统计数据：本次游戏不做记录</translation>
    </message>
    <message>
        <source>Part of the statistics file cannot be read: it is checked again at the next start (a damaged file is moved aside, never deleted)</source>
        <translation>统计文件有一部分读不出来：下次启动时会再检查一遍（损坏的文件会被移到一旁，绝不会被删除）</translation>
    </message>
    <message>
        <source>The backup cannot be written there: the folder is missing, read-only or not yours to write</source>
        <translation>备份无法写到那里：文件夹不存在、只读，或你没有写入权限</translation>
    </message>
    <message>
        <source>That is the statistics file itself: choose another name for the backup</source>
        <translation>那就是统计文件本身：请给备份换一个名字</translation>
    </message>
    <message>
        <source>The statistics could not be backed up</source>
        <translation>统计无法备份</translation>
    </message>
    <message>
        <source>That match is no longer in the statistics</source>
        <translation>统计中已没有这场比赛</translation>
    </message>
    <message>
        <source>That hand is no longer in the statistics</source>
        <translation>统计中已没有这一局</translation>
    </message>
    <message>
        <source>That drill is no longer in the statistics</source>
        <translation>统计中已没有这道练习</translation>
    </message>
    <message>
        <source>The statistics refused an unknown result</source>
        <translation>统计拒绝了一个未知的结果</translation>
    </message>
    <message>
        <source>Only a finished hand can be recorded</source>
        <translation>只能记录已经结束的牌局</translation>
    </message>
    <message>
        <source>That hand cannot be replayed: its record is damaged</source>
        <translation>这一局无法回放：记录已损坏</translation>
    </message>
    <message>
        <source>The statistics could not be saved</source>
        <translation>无法保存统计数据</translation>
    </message>
    <message>
        <source>The statistics are in use by another program: this hand will be recorded later</source>
        <translation>统计数据正被另一个程序占用：这一局稍后再记录</translation>
    </message>
    <message>
        <source>Some details of the save were damaged and were reset; the game itself is intact</source>
        <translation>存档中的部分信息已损坏并被重置；对局本身完好无损</translation>
    </message>
    <message>
        <source>The export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>The data folder cannot be created: nothing is saved in this session</source>
        <translation>无法创建数据文件夹：本次游戏不会保存任何内容</translation>
    </message>
    <message>
        <source>The data folder is read-only: you can play, but no match, statistic or setting is saved in this session</source>
        <translation>数据文件夹是只读的：可以照常玩，但本次游戏不会保存任何比赛、统计或设置</translation>
    </message>
    <message>
        <source>The list of hands waiting for the statistics was damaged: it was moved aside and the hands it still held are kept</source>
        <translation>等待记入统计的牌局列表已损坏：已将其移到一旁，其中仍可读取的牌局均已保留</translation>
    </message>
    <message>
        <source>The list of hands waiting for the statistics could not be read: it was moved aside</source>
        <translation>无法读取等待记入统计的牌局列表：已将其移到一旁</translation>
    </message>
    <message>
        <source>The list of hands waiting for the statistics cannot be written: the finished match stays in the autosave until it can</source>
        <translation>无法写入等待记入统计的牌局列表：已结束的比赛会保留在自动存档中，直到可以写入为止</translation>
    </message>
    <message>
        <source>Too many matches are waiting for the statistics: this one is not recorded</source>
        <translation>等待记入统计的比赛太多：这一场不会被记录</translation>
    </message>
    <message>
        <source>The settings file is not a file (a folder, a pipe or a device is in its place): this session&apos;s choices are not kept</source>
        <translation>设置文件不是文件（那里是文件夹、管道或设备）：本次的选择不会保存</translation>
    </message>
    <message>
        <source>A file problem occurred (code {code})</source>
        <translation>文件出现问题（代码 {code}）</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used (it is a file, or it cannot be created): the app plays on, but nothing is saved in this session.</source>
        <translation>无法使用数据文件夹 {folder}（它是一个文件，或无法创建）：可以继续游戏，但本次游戏不会保存任何内容。</translation>
    </message>
    <message>
        <source>The settings file {path} is not a file (a folder, a pipe or a device is in its place): the app plays on with its defaults and keeps none of this session&apos;s choices.</source>
        <translation>设置文件 {path} 不是文件（那里是文件夹、管道或设备）：应用以默认设置继续，本次的选择都不会保存。</translation>
    </message>
    <message>
        <source>The unfinished match of your last session cannot be resumed.</source>
        <translation>上次未完成的比赛无法继续。</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only: you can play (and resume a match saved there), but no match, statistic or setting is saved in this session.</source>
        <translation>数据文件夹 {folder} 是只读的：可以照常玩（也可以继续保存在那里的比赛），但本次游戏不会保存任何比赛、统计或设置。</translation>
    </message>
    <message>
        <source>The damaged file was kept as {name}.</source>
        <translation>损坏的文件已保留为 {name}。</translation>
    </message>
    <message>
        <source>Verified: the app committed to its secret before you typed your words, the seed is the hash of that secret and your words, and every hand was dealt from that seed.</source>
        <extracomment>The codes of engine.fairness.verify_save, each worded by :func:`verdict_text`.</extracomment>
        <translation>验证通过：程序在你输入词语之前已对它的秘密数作出承诺，种子是这个秘密数和你的词语的散列值，而且每一局都是用这个种子发的牌。</translation>
    </message>
    <message>
        <source>Not verified: hand {hand} was not dealt from the revealed seed — its cards were changed.</source>
        <translation>未通过验证：第 {hand} 局不是用公开的种子发的牌——牌被改动过。</translation>
    </message>
    <message>
        <source>Verified: the revealed seed and salt are the ones committed to before the first card, and every hand was dealt from that seed.</source>
        <translation>验证通过：公开的种子和盐值正是发第一张牌前承诺的那一对，而且每一局都是用这个种子发的牌。</translation>
    </message>
    <message>
        <source>Not verified: the match&apos;s record is damaged or is not a save.</source>
        <translation>未通过验证：这场比赛的记录已损坏，或者不是存档。</translation>
    </message>
    <message>
        <source>Not verified: this match has no commitment (it was saved by an older version, or it is a single hand).</source>
        <translation>未通过验证：这场比赛没有承诺（由旧版本保存，或者只是单局）。</translation>
    </message>
    <message>
        <source>Not yet: the seed and salt are revealed when the match ends.</source>
        <translation>尚不能验证：比赛结束时才公开种子和盐值。</translation>
    </message>
    <message>
        <source>Not verified: the revealed seed is not the seed the hands were played from.</source>
        <translation>未通过验证：公开的种子不是实际发牌用的种子。</translation>
    </message>
    <message>
        <source>Not verified: the revealed salt is not the salt committed to.</source>
        <translation>未通过验证：公开的盐值不是承诺时的盐值。</translation>
    </message>
    <message>
        <source>Not verified: the commitment is not the SHA-256 of the revealed seed and salt.</source>
        <translation>未通过验证：承诺不是公开的种子和盐值的 SHA-256。</translation>
    </message>
    <message>
        <source>Not verified: the revealed secret is not the secret the app committed to.</source>
        <translation>未通过验证：公开的秘密数不是程序承诺时的秘密数。</translation>
    </message>
    <message>
        <source>Not verified: the seed is not the hash of the app&apos;s secret and your words — the words or the seed were changed.</source>
        <translation>未通过验证：种子不是程序的秘密数和你的词语的散列值——词语或种子被改动过。</translation>
    </message>
    <message>
        <source>Not verified: the match was not dealt from the words you gave.</source>
        <translation>未通过验证：这场比赛不是用你给出的词语发的牌。</translation>
    </message>
    <message>
        <source>Not verified ({code}).</source>
        <translation>未通过验证（{code}）。</translation>
    </message>
    <message>
        <source>played to its end</source>
        <translation>已打完</translation>
    </message>
    <message>
        <source>resigned</source>
        <translation>以认输结束</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>以放弃结束</translation>
    </message>
    <message>
        <source>Fixed hands</source>
        <translation>定局积分制</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>达标制</translation>
    </message>
    <message>
        <source>International game</source>
        <translation>国际局</translation>
    </message>
    <message>
        <source>Hollywood (three games)</source>
        <translation>好莱坞（三盘）</translation>
    </message>
    <message>
        <source>Single hand</source>
        <translation>单局</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>平</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Jin Rummy</source>
        <extracomment>Every settlement kind the engine reports (``Settlement.kind``), and a hand without a knock (``draw``); ``result_name`` words each one. A turn ends with the discard, the knock or a pass on the up-card; the deal, the declaration, the end of the layoff and the hand&apos;s end are no moves to show.</extracomment>
        <translation>金拉米</translation>
    </message>
    <message>
        <source>Rummy</source>
        <extracomment>How a 拉米纸牌 hand ends (``RummyHandRecord.kind``): someone went out, went out all at once (一把出完, doubled), or nobody did (僵局). ``RummyResult.how``: going out by a meld, a lay-off or the last discard; a stalemate by the second exhaustion of the stock or the turn limit. A turn ends with the discard (going out by melding simply stays the last).</extracomment>
        <translation>拉米纸牌</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>出完</translation>
    </message>
    <message>
        <source>Rummy: out in one turn</source>
        <translation>一把出完</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>僵局</translation>
    </message>
    <message>
        <source>A player emptied the hand and won the cards left in the others</source>
        <translation>有人出完手牌，赢得其他人手中剩余牌的点数</translation>
    </message>
    <message>
        <source>A player went out in a single turn without melding before: doubled</source>
        <translation>有人此前未出过搭子，一轮内出完：得分翻倍</translation>
    </message>
    <message>
        <source>Nobody went out: everyone scores 0 for this hand</source>
        <translation>无人出完：本局所有人得 0 分</translation>
    </message>
    <message>
        <source>by a meld</source>
        <translation>靠出搭子</translation>
    </message>
    <message>
        <source>by a lay-off</source>
        <translation>靠贴牌</translation>
    </message>
    <message>
        <source>with the last discard</source>
        <translation>打出最后一张牌</translation>
    </message>
    <message>
        <source>the stock ran out twice</source>
        <translation>底牌第二次用完</translation>
    </message>
    <message>
        <source>the turn limit was reached</source>
        <translation>达到回合上限</translation>
    </message>
    <message>
        <source>the move limit was reached</source>
        <translation>达到了步数上限</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西家</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北家</translation>
    </message>
    <message>
        <source>East</source>
        <translation>东家</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>+</source>
        <comment>meld label: the seats that laid off onto this meld follow</comment>
        <translation>加：</translation>
    </message>
    <message>
        <source>Set {cards}, laid by {owner}</source>
        <translation>刻子 {cards}，{owner}摊出</translation>
    </message>
    <message>
        <source>Run {cards}, laid by {owner}</source>
        <translation>同花顺 {cards}，{owner}摊出</translation>
    </message>
    <message>
        <source>{meld}; added: {added}</source>
        <translation>{meld}；贴牌：{added}</translation>
    </message>
    <message>
        <source>Meld!</source>
        <translation>可组牌！</translation>
    </message>
    <message>
        <source>Your hand holds a meld: click to meld it (M)</source>
        <translation>你的手牌里有搭子：点一下就摊出（M）</translation>
    </message>
    <message>
        <source>Turned over — public</source>
        <translation>已翻过 · 公开</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ 撤销</translation>
    </message>
    <message>
        <source>Take back your last meld or lay-off (U, Ctrl+Z)</source>
        <translation>撤回上一次摊牌或贴牌（U、Ctrl+Z）</translation>
    </message>
    <message>
        <source>Drag a meld here</source>
        <translation>把搭子拖到这里摊出</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>换牌堆</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>轮到你</translation>
    </message>
    <message>
        <source>Taken from the discard pile this turn: it cannot be discarded this turn</source>
        <translation>本轮从换牌堆吃来的牌：本轮不能打出</translation>
    </message>
    <message>
        <source>Turned-over stock, next draw first: {cards}</source>
        <translation>翻过来的底牌，按抓牌顺序：{cards}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} 或 {b}</translation>
    </message>
    <message>
        <source>A set needs three cards: add {cards}</source>
        <translation>刻子要三张牌：再加 {cards}</translation>
    </message>
    <message>
        <source>A run needs three cards: add {cards}</source>
        <translation>同花顺要三张牌：再加 {cards}</translation>
    </message>
    <message>
        <source>Not a run: missing {cards}</source>
        <translation>不是同花顺：缺 {cards}</translation>
    </message>
    <message>
        <source>Not a run: the suits differ ({cards})</source>
        <translation>不是同花顺：花色不同（{cards}）</translation>
    </message>
    <message>
        <source>Not a set: the ranks differ ({cards})</source>
        <translation>不是刻子：点数不同（{cards}）</translation>
    </message>
    <message>
        <source>The set {meld} already has four cards</source>
        <translation>刻子 {meld} 已经有四张了</translation>
    </message>
    <message>
        <source>{card} does not fit on {meld}</source>
        <translation>{card} 接不上 {meld}</translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile: it cannot be your only card left</source>
        <translation>{card} 是刚从换牌堆吃的牌：不能只剩它一张</translation>
    </message>
    <message>
        <source>That is the discard you just took ({card}): keep it this turn</source>
        <translation>这是你刚吃的牌（{card}）：本回合不能打出</translation>
    </message>
    <message>
        <source>You have drawn already: meld, lay off or discard</source>
        <translation>已经抓过牌了：摊牌、贴牌或打出一张</translation>
    </message>
    <message>
        <source>A is low only: {card} cannot go next to {meld}</source>
        <translation>A 只能当 1：{card} 不能接在 {meld} 旁边</translation>
    </message>
    <message>
        <source>A is low only: {cards} is not a run</source>
        <translation>A 只能当 1：{cards} 不是同花顺</translation>
    </message>
    <message>
        <source>Not in your hand: {cards}</source>
        <translation>不在你的手牌里：{cards}</translation>
    </message>
    <message>
        <source>{cards} is a run: meld it on your turn</source>
        <translation>{cards} 是同花顺：轮到你时可以摊出</translation>
    </message>
    <message>
        <source>{cards} is a set: meld it on your turn</source>
        <translation>{cards} 是刻子：轮到你时可以摊出</translation>
    </message>
    <message>
        <source>{cards} is a run: draw a card first, then meld it</source>
        <translation>{cards} 是同花顺：先抓牌，再摊出</translation>
    </message>
    <message>
        <source>{cards} is a set: draw a card first, then meld it</source>
        <translation>{cards} 是刻子：先抓牌，再摊出</translation>
    </message>
    <message>
        <source>{card} fits on no meld on the table</source>
        <translation>{card} 在桌上没有可贴的搭子</translation>
    </message>
    <message numerus="yes">
        <source>{card} fits on %n outlined meld(s): drag it there to lay it off</source>
        <translation>
            <numerusform>{card} 可以贴到已标出的 %n 组搭子上：拖过去贴牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop cards on the table to meld, one card on a meld to lay it off, or on the discard pile</source>
        <translation>把牌拖到桌上摊出，把一张牌拖到搭子上贴牌，或拖到换牌堆打出</translation>
    </message>
    <message>
        <source>Discard one card at a time</source>
        <translation>一次只能打出一张牌</translation>
    </message>
    <message>
        <source>Those cards do not all fit on that meld</source>
        <translation>这些牌不能全部贴到那组搭子上</translation>
    </message>
    <message>
        <source>Select cards first: click them, or press Space</source>
        <translation>请先选牌：点击牌，或按空格键</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>轮到{name}</translation>
    </message>
    <message>
        <source>Your turn: meld, lay off, then discard a card</source>
        <translation>轮到你：摊出、贴牌，然后打出一张牌</translation>
    </message>
    <message>
        <source>{name} took {card} from the discard pile</source>
        <translation>{name}从换牌堆吃了 {card}</translation>
    </message>
    <message>
        <source>{level}, {style}</source>
        <comment>a bot level and its playing style</comment>
        <extracomment>The playing styles a ``hard`` opponent may take (``&quot;&quot;``: none), as the app lists them.</extracomment>
        <translation>{level}·{style}</translation>
    </message>
    <message>
        <source>Weighs each knock against playing on, and minds the match score</source>
        <translation>每次敲牌前都掂量是否再等一等，并留意比分</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} 不在你的手牌中</translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile: keep it this turn</source>
        <translation>{card} 是刚吃进的牌：本轮不能打出</translation>
    </message>
    <message>
        <source>{card} does not fit on that meld</source>
        <translation>{card} 贴不到那个搭子上</translation>
    </message>
    <message>
        <source>The knocker has less deadwood than the opponent</source>
        <translation>胡牌人的米数比对手少</translation>
    </message>
    <message>
        <source>Hint: discard {card}</source>
        <translation>提示：打出 {card}</translation>
    </message>
    <message>
        <source>Hint: knock with {card}</source>
        <translation>提示：扣下 {card} 胡牌</translation>
    </message>
    <message>
        <source>Hint: lay off {card}</source>
        <translation>提示：贴出 {card}</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name}打出 {card}</translation>
    </message>
    <message>
        <source>{name} laid off {card}</source>
        <translation>{name}贴出 {card}</translation>
    </message>
    <message>
        <source>{cards} is a run: click Meld! or drop it on the table (M)</source>
        <translation>{cards} 是同花顺：点“可组牌！”或拖到桌上摊出（M）</translation>
    </message>
    <message>
        <source>{cards} is a set: click Meld! or drop it on the table (M)</source>
        <translation>{cards} 是刻子：点“可组牌！”或拖到桌上摊出（M）</translation>
    </message>
    <message>
        <source>{name} melded {cards}</source>
        <translation>{name}摊出 {cards}</translation>
    </message>
    <message>
        <source>{name} laid off {cards}</source>
        <translation>{name}贴牌 {cards}</translation>
    </message>
    <message>
        <source>{name} took back {cards}</source>
        <translation>{name}收回了 {cards}</translation>
    </message>
    <message>
        <source>{name} discarded {cards}</source>
        <translation>{name}打出 {cards}</translation>
    </message>
    <message>
        <source>The discard pile was turned over as the new stock</source>
        <translation>换牌堆已翻过来作为新的底牌</translation>
    </message>
    <message>
        <source>{name} went out by melding the last cards</source>
        <translation>{name}摊出最后的牌，出完</translation>
    </message>
    <message>
        <source>{name} went out by laying off the last card</source>
        <translation>{name}贴掉最后一张牌，出完</translation>
    </message>
    <message>
        <source>{name} went out with the last discard</source>
        <translation>{name}打出最后一张牌，出完</translation>
    </message>
    <message>
        <source>Stalemate: the stock ran out a second time</source>
        <translation>僵局：底牌第二次抓完</translation>
    </message>
    <message>
        <source>Stalemate: 120 turns were played and nobody went out</source>
        <translation>僵局：已打满 120 轮，无人出完</translation>
    </message>
    <message>
        <source>Stalemate: 500 moves were played and nobody went out</source>
        <translation>僵局：已走 500 步，无人出完</translation>
    </message>
    <message>
        <source>{text} — rummy, all in one turn!</source>
        <translation>{text}——一把出完！</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>2 players, 10 cards: meld your hand and knock when little is left over.</source>
        <extracomment>The first deal: the player (seat 0) draws first. ♥4 ♥5 ♥6 takes the up-card ♥7; ♣8 ♦8 ♠8 is a set; after ♠2 from the stock only a ♥Q discard knocks (6 points). The second deal: the opponent (seat 1) knocks with ♥K: ♣3 ♣4 ♣5, ♦6 ♦7 ♦8, 10s.</extracomment>
        <translation>2 人，每人 10 张：把手牌组成搭子，米牌少时胡牌。</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>抓牌</translation>
    </message>
    <message>
        <source>Every turn starts with a draw. The {card} on the discard pile fits your run {run}: drag it onto your hand (or click the discard pile).</source>
        <translation>每一轮都从抓牌开始。换牌堆上的 {card} 正好接上你的同花顺 {run}：把它拖到你的手牌上（或单击换牌堆）吃牌。</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>You hold 11 cards now: end your turn by throwing one away. The {card} fits no meld and counts 10 points: drag it onto the discard pile (or double-click it).</source>
        <translation>你现在有 11 张牌：打出一张结束这一轮。{card} 不在任何搭子里，算 10 米：把它拖到换牌堆上（或双击它）。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s turn</source>
        <translation>对方的回合</translation>
    </message>
    <message>
        <source>Your opponent draws and discards. Every move of the hand is listed on the right, under Moves of this hand.</source>
        <translation>对方抓牌、打牌。这一局的每一步都列在右边的“本局出牌记录”里。</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>搭子</translation>
    </message>
    <message>
        <source>Three or more cards of one rank (a set) or in a row of one suit (a run) are a meld; the other cards are deadwood and count against you. A bar under the cards marks each meld. Click Melds under Arrange your hand: your melds {run} and {set} move side by side.</source>
        <translation>三张或更多同点数的牌（刻子）或同花色连续的牌（同花顺）组成搭子；其余的是米牌，算你的米数。牌下的横条标出每个搭子。单击“整理手牌”下的“搭子”：你的搭子 {run} 和 {set} 会排在一起。</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>从底牌抓牌</translation>
    </message>
    <message>
        <source>This time draw from the stock: drag the face-down pile onto your hand (or click it).</source>
        <translation>这次从底牌抓牌：把扣着的牌堆拖到你的手牌上（或单击它）。</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Your deadwood is {cards}: 16 points. Throw the {card} away face down to knock: 6 points are left, within the knock limit of 10. Drag the {card} onto the knock area, look at the melds the dialog shows, and confirm.</source>
        <translation>你的米牌是 {cards}：16 米。把 {card} 扣着打出就能胡牌：剩下 6 米，没有超过米胡上限 10。把 {card} 拖到胡牌区，看一看对话框里的搭子，然后确认。</translation>
    </message>
    <message>
        <source>The hand is scored</source>
        <translation>这一局计分</translation>
    </message>
    <message>
        <source>Your opponent lays off what fits your melds (its {card} on your run), then the hand is scored: the window that opens shows your points. Close it and click Next.</source>
        <translation>对方把能接上你搭子的牌贴上（它的 {card} 贴在你的同花顺上），然后这一局计分：弹出的窗口显示你的得分。关闭它，再单击“下一步”。</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>贴牌</translation>
    </message>
    <message>
        <source>A new deal, the other way round: your opponent has knocked and shows its melds. Your {card} fits its run {run}: drag it onto that run (it is outlined) to lay it off. It then no longer counts against you.</source>
        <translation>新的一局，这次反过来：对方已经胡牌并亮出了搭子。你的 {card} 能接上它的同花顺 {run}：把它拖到那个同花顺上（有框标出）贴牌。贴出的牌就不再算你的米数。</translation>
    </message>
    <message>
        <source>Done laying off</source>
        <translation>贴牌完毕</translation>
    </message>
    <message>
        <source>Nothing else of yours fits. Click Done laying off in the panel to end the hand.</source>
        <translation>你没有别的牌能贴了。单击右边的“贴牌完毕”结束这一局。</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>做得好</translation>
    </message>
    <message>
        <source>That is Jin Rummy: draw, discard, meld, knock, lay off. Start a match with Game → New match…; this tutorial stays in Help.</source>
        <translation>这就是金拉米：抓牌、打牌、组搭子、胡牌、贴牌。用“游戏 → 新比赛…”开始一场比赛；这个教程一直在“帮助”菜单里。</translation>
    </message>
    <message>
        <source>2 to 4 players: put melds on the table and be the first without cards.</source>
        <extracomment>The player (seat 0) draws first; ♥7 from the stock makes ♥5 ♥6 ♥7; ♠Q fits North&apos;s run; North throws ♥8 away, which fits the player&apos;s run.</extracomment>
        <translation>2 到 4 人：把搭子摊到桌上，最先出完手牌的人赢。</translation>
    </message>
    <message>
        <source>Your turn starts with a draw: drag the stock (the face-down pile) onto your hand, or click it.</source>
        <translation>你的回合从抓牌开始：把底牌（扣着的牌堆）拖到你的手牌上，或单击它。</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>摊出搭子</translation>
    </message>
    <message>
        <source>You drew the {card}: with {pair} it is a run. Click the three cards to pick them, then drag them onto the free table (or press M).</source>
        <translation>你抓到了 {card}：和 {pair} 组成同花顺。单击这三张牌选中它们，再把它们拖到桌面的空处（或按 M）。</translation>
    </message>
    <message>
        <source>A card that fits a meld on the table can be laid off, whoever&apos;s meld it is. Your {card} fits North&apos;s run {run}: drag it onto that run.</source>
        <translation>能接上桌上搭子的牌都可以贴上，不管搭子是谁的。你的 {card} 能接上北家的同花顺 {run}：把它拖到那个同花顺上。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Changed your mind? Until you discard, Undo takes back this turn&apos;s melds and lay-offs, the last one first. Click Undo on the table (or press U): the {card} comes back to your hand.</source>
        <translation>改主意了？打牌之前，“撤销”可以收回这一轮摊出和贴上的牌，从最后一步开始。单击桌上的“撤销”（或按 U）：{card} 回到你的手里。</translation>
    </message>
    <message>
        <source>End your turn by throwing a card away: drag the {card} onto the discard pile (or double-click it).</source>
        <translation>打出一张牌结束你的回合：把 {card} 拖到换牌堆上（或双击它）。</translation>
    </message>
    <message>
        <source>North&apos;s turn</source>
        <translation>北家的回合</translation>
    </message>
    <message>
        <source>North draws and discards. Every move is listed in the panel on the right.</source>
        <translation>北家抓牌、打牌。每一步都列在右边的面板里。</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>吃牌</translation>
    </message>
    <message>
        <source>North threw away the {card}, and it fits your run. Take it: drag the discard pile onto your hand (or click it).</source>
        <translation>北家打出了 {card}，正好接上你的同花顺。吃下它：把换牌堆拖到你的手牌上（或单击它）。</translation>
    </message>
    <message>
        <source>Lay off on your own meld</source>
        <translation>贴到自己的搭子上</translation>
    </message>
    <message>
        <source>Lay the {card} off onto your run {run}. (The {queen} still fits North&apos;s run too.)</source>
        <translation>把 {card} 贴到你的同花顺 {run} 上。（{queen} 也仍然能贴到北家的同花顺上。）</translation>
    </message>
    <message>
        <source>You know the moves of Rummy. The first player without cards wins the hand: play this one out against North, or close the tutorial.</source>
        <translation>拉米纸牌的走法你都会了。最先出完手牌的人赢这一局：和北家打完这一局，或者关闭教程。</translation>
    </message>
</context>
<context>
    <name>TutorialWindow</name>
    <message>
        <source>Tutorial: {game}</source>
        <extracomment>The refusal code of a move the step does not ask for. The level the bots play at once the lesson is over and the hand is the player&apos;s (the level the tutorial&apos;s table names them by: ``load_hand``&apos;s own). The guide stands out from the window: a warm paper tone, refusals in dark orange. The guide&apos;s words grow with a tall window (× window height / this, at most ×1.35). How the guide&apos;s word-wrapped labels break their lines (for measuring them). The tutorial window closed (the held match plays on). The welcome&apos;s chosen match, not dealt yet (a first run&apos;s &quot;tutorial first&quot;): closing the tutorial deals it; Play a match… opens New match starting from it.</extracomment>
        <translation>教程：{game}</translation>
    </message>
    <message>
        <source>Step {n} of {count}: {title}</source>
        <translation>第 {n} 步（共 {count} 步）：{title}</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Play a match…</source>
        <translation>开始比赛(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Close tutorial</source>
        <translation>关闭教程(&amp;C)</translation>
    </message>
    <message>
        <source>Not that move now: this step is “{title}”, as the line above says.</source>
        <translation>现在不能这样走：这一步是“{title}”，按上面的说明做。</translation>
    </message>
    <message>
        <source>Read this step, then click Next.</source>
        <translation>读完这一步，再单击“下一步”。</translation>
    </message>
</context>
<context>
    <name>UpcardTerms</name>
    <message>
        <source>Up-card {card}</source>
        <translation>亮牌 {card}</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>只许金胡</translation>
    </message>
    <message>
        <source>Knock at {limit} or less</source>
        <translation>米胡上限：{limit} 米</translation>
    </message>
    <message>
        <source>Spades: hand doubled</source>
        <translation>黑桃：本局翻倍</translation>
    </message>
</context>
<context>
    <name>VerifyBox</name>
    <message>
        <source>Verify the deals</source>
        <translation>验证发牌</translation>
    </message>
    <message>
        <source>Commitment: {commitment}
Seed: {seed}
Salt: {salt}
The match was {how}.</source>
        <translation>承诺：{commitment}
种子：{seed}
盐值：{salt}
比赛{how}。</translation>
    </message>
    <message>
        <source>Your words: {words}
App secret: {secret}</source>
        <translation>你的词语：{words}
程序的秘密数：{secret}</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <extracomment>Each language by its own name (never translated: the reader may not know the other). Wide enough for each game&apos;s line beside its name. The level chosen unless the player picks another (the usual default). ``play``, ``tutorial`` or ``skip`` once answered.</extracomment>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>Welcome to 金拉米 Desktop</source>
        <translation>欢迎使用 金拉米 Desktop</translation>
    </message>
    <message>
        <source>Two card games against bots. Choose the language, a game and how well your opponents play; everything can be changed later (Settings, Game → New match…). Help → Tutorial teaches each game on a hand of its own.</source>
        <translation>和电脑对战的两种纸牌游戏。选择语言、游戏和对手的水平；以后都可以更改（“设置”、“游戏 → 新比赛…”）。“帮助 → 教程”用专门的一局教你每种游戏。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Easy bots make mistakes; Expert ones think a second and rarely do.</source>
        <translation>简单电脑常出错；专家电脑每步想一秒，很少出错。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>开始(&amp;P)</translation>
    </message>
    <message>
        <source>Play the &amp;tutorial first</source>
        <translation>先玩教程(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>跳过(&amp;S)</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>:</source>
        <comment>the colon after a heading</comment>
        <extracomment>The choices of ``--screenshot-at``: moments of a hand or a match, then screens.</extracomment>
        <translation>：</translation>
    </message>
    <message>
        <source>金拉米 Desktop: two card games against bots, 金拉米 (Jin Rummy) and 拉米纸牌 (Rummy).</source>
        <translation>金拉米 Desktop：和电脑玩两种纸牌游戏，金拉米和拉米纸牌。</translation>
    </message>
    <message>
        <source>Exit status of --smoke and --screenshot: 0 done (with --screenshot-at statistics, review or drills, what the player is told about the data folder, such as a damaged file moved aside, is said on standard error too), 1 an error (on standard error), 2 a wrong command line, 3 the picture could not be saved, 4 another instance is using the data folder, 5 not done within two minutes, 6 (--smoke) the installed fonts would show the text as empty boxes.</source>
        <translation>--smoke 和 --screenshot 的退出状态：0 完成（使用 --screenshot-at statistics、review 或 drills 时，告诉玩家的数据文件夹情况，例如损坏的文件已移到一旁，也会写到标准错误输出），1 出错（见标准错误输出），2 命令行有误，3 无法保存截图，4 另一个实例正在使用数据文件夹，5 两分钟内未完成，6（--smoke）已安装的字体会把文字显示成空方框。</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>keep saves, statistics and settings in DIR instead of the user folders</source>
        <translation>把存档、统计和设置放在 DIR 中，而不是用户文件夹</translation>
    </message>
    <message>
        <source>seed of the first match (reproducible)</source>
        <translation>第一场比赛的种子（可重现）</translation>
    </message>
    <message>
        <source>the game of the first match: jinlami (金拉米, 2 players) or rummy (拉米纸牌, 2-4 players); default: jinlami for --smoke/--screenshot, else the last choice</source>
        <translation>第一场比赛的游戏：jinlami（金拉米，2 人）或 rummy（拉米纸牌，2–4 人）；--smoke/--screenshot 默认 jinlami，否则为上次的选择</translation>
    </message>
    <message>
        <source>--screenshot-at needs --screenshot FILE</source>
        <translation>--screenshot-at 需要同时给出 --screenshot FILE</translation>
    </message>
    <message>
        <source>language of the interface (default: the saved choice or the system&apos;s); the first run&apos;s welcome screen keeps it as the saved choice</source>
        <translation>界面语言（默认：已保存的选择或系统语言）；首次运行的欢迎画面会把它保存为你的选择</translation>
    </message>
    <message>
        <source>deal the first match from your words mixed with the app&apos;s secret (with --seed N, N is the secret: the same deal again); both are revealed when the match ends</source>
        <translation>用你的词语与程序的秘密数混合来为第一场比赛发牌（配合 --seed N 时，N 就是秘密数：可以重发同样的牌）；比赛结束时两者都会公开</translation>
    </message>
    <message>
        <source>number of players (2-4) of 拉米纸牌: with --game rummy, or when it is chosen on the first run&apos;s welcome screen; you and N-1 bots</source>
        <translation>拉米纸牌的人数（2–4）：与 --game rummy 一起使用，或在首次运行的欢迎画面选择拉米纸牌时；你和 N-1 个电脑</translation>
    </message>
    <message>
        <source>start the window, let a medium bot play your seat for one hand against a bot, then exit 0 (for CI)</source>
        <translation>打开窗口，由中等电脑代你和电脑打一局，然后以 0 退出（用于 CI）</translation>
    </message>
    <message>
        <source>resume the unfinished match without asking (--smoke/--screenshot otherwise start a new one)</source>
        <translation>不询问，直接继续未完成的比赛（否则 --smoke/--screenshot 会开始新比赛）</translation>
    </message>
    <message>
        <source>save a PNG of the main window in the middle of a hand, then exit</source>
        <translation>在牌局进行中把主窗口保存为 PNG，然后退出</translation>
    </message>
    <message>
        <source>when --screenshot is taken: mid-hand (the default), after the hand (with result), or after a whole match (with the match-end screen); or what it shows: the first-run welcome screen, the tutorial of --game, the statistics of the data folder, the review of its last recorded hand of --game, its drills due today (the daily puzzles when there are none; these three play nothing)</source>
        <translation>--screenshot 的截图时机：一局中途（默认）、一局结束后（含结果），或整场比赛结束后（含比赛结束画面）；或截图的画面：首次运行的欢迎画面、--game 的教程、数据文件夹的统计、其中 --game 最近记录的一局的复盘、今天待练的练习（没有时为每日一题；这三种不打牌）</translation>
    </message>
    <message>
        <source>window size for --screenshot and --smoke (default 1280x800)</source>
        <translation>--screenshot 和 --smoke 的窗口大小（默认 1280x800）</translation>
    </message>
    <message>
        <source>card animations of a --smoke or --screenshot run (default: fast for --smoke, off for --screenshot)</source>
        <translation>--smoke 或 --screenshot 运行时的出牌动画（默认：--smoke 为 fast，--screenshot 为 off）</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>显示版本号并退出</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>显示本帮助并退出</translation>
    </message>
    <message>
        <source>--animations needs --smoke or --screenshot FILE</source>
        <translation>--animations 需要同时给出 --smoke 或 --screenshot FILE</translation>
    </message>
</context>
</TS>
