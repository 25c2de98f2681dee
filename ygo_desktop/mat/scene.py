"""``MatScene``: both fields, every zone, the hands; a view on the zone models.

Items follow the models' exact change signals (a row changed, a card inserted
or removed), so an update touches only what changed. Input on items comes back
here and becomes intents (``mat.intents``) sent through the controller.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QDrag, QPainter
from PySide6.QtWidgets import QGraphicsScene, QMenu, QWidget

from ygo_desktop.card_face import card_pixmap, facts_for, pictures
from ygo_desktop.labels import action_label, player_title, zone_label
from ygo_desktop.mat import geometry as geo
from ygo_desktop.mat import intents
from ygo_desktop.mat.animation import MatAnimator
from ygo_desktop.mat.intents import DropTarget, Intent
from ygo_desktop.mat.items import BubbleItem, CardItem, LpItem, PileItem, ZoneItem

ROWS = (("monsters", 5), ("extra_monsters", 2), ("spells", 5), ("field", 1))
PILES = ("gy", "banished", "extra", "deck")


class MatScene(QGraphicsScene):
    pileRequested = Signal(int, str)  # player, "gy" | "banished" | "extra" | "deck"
    materialsRequested = Signal(int)  # the uid of an Xyz Monster whose materials to show

    def __init__(self, controller: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setSceneRect(geo.SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.viewer = 0
        self.zones: dict[tuple[int, str, int], ZoneItem] = {}
        self._zone_keys: dict[int, list[tuple[int, str, int]]] = {}
        self.cards: dict[tuple[int, str, int], CardItem] = {}
        self.hands: list[list[CardItem]] = [[], []]
        self.piles: dict[tuple[int, str], PileItem] = {}
        self.lps: list[LpItem] = []
        self.drag_targets: dict[DropTarget, list[Intent]] | None = None
        self.animator = MatAnimator(self)
        self.bubble = BubbleItem()
        self.addItem(self.bubble)
        self._bubble_timer = QTimer(self)
        self._bubble_timer.setSingleShot(True)
        self._bubble_timer.setInterval(8000)
        self._bubble_timer.timeout.connect(lambda: self.bubble.setVisible(False))
        self._build()
        self._bind()

    @property
    def animations(self) -> bool:
        """Cards move, attacks and damage show with Qt's animations (off: the View menu, the
        ``animations`` setting); they never hold the engine or the player's input."""
        return self.animator.enabled

    @animations.setter
    def animations(self, on: bool) -> None:
        self.animator.enabled = bool(on)
        if not on:
            self.animator.finish()

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        for player in (0, 1):
            mine = player == self.viewer
            for area, size in ROWS:
                for i in range(size):
                    rect = geo.zone_rect(player, self.viewer, area, i)
                    if area == "extra_monsters" and player != self.viewer:
                        zone = self.zones[(self.viewer, "extra_monsters", 1 - i)]
                    else:
                        zone = ZoneItem(player, area, i, rect, zone_label(area, i), mine)
                        self.addItem(zone)
                    self.zones[(player, area, i)] = zone
                    card = CardItem(player, area, i, mine)
                    card.setVisible(False)
                    self.addItem(card)
                    self.cards[(player, area, i)] = card
            for area in PILES:
                pile = PileItem(player, area, geo.zone_rect(player, self.viewer, area),
                                zone_label(area), mine)
                self.addItem(pile)
                self.piles[(player, area)] = pile
            lp = LpItem(player, geo.zone_rect(player, self.viewer, "lp"), mine)
            self.addItem(lp)
            self.lps.append(lp)
        self.relayout()

    def paint_cells(self, p: QPainter) -> None:
        """Every zone's cell, for the views' cached background (it moves only with the seat)."""
        for zone in dict.fromkeys(self.zones.values()):
            p.save()
            p.translate(zone.pos())
            zone.paint_cell(p)
            p.restore()

    def relayout(self) -> None:
        """Place every item for the current seat (the viewer's field at the bottom)."""
        for view in self.views():
            view.resetCachedContent()  # the cells in the background move too
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        v = self.viewer
        for (player, area, i), zone in self.zones.items():
            if area == "extra_monsters" and zone.player != player:
                continue
            zone.mine = player == v
            zone.setPos(geo.zone_rect(player, v, area, i).topLeft())
        for (player, area, i), card in self.cards.items():
            card.mine = player == v
            card.setPos(geo.zone_rect(player, v, area, i).center())
        for (player, area), pile in self.piles.items():
            pile.mine = player == v
            pile.setPos(geo.zone_rect(player, v, area).topLeft())
        for lp in self.lps:
            lp.mine = lp.player == v
            lp.setPos(geo.zone_rect(lp.player, v, "lp").topLeft())
        for player in (0, 1):
            for card in self.hands[player]:
                card.mine = player == v
            self._layout_hand(player)

    def _bind(self) -> None:
        c = self.controller
        for side in c.sides:
            player = side.player
            for area, _ in ROWS:
                model = side.model(area)
                model.dataChanged.connect(
                    lambda tl, br, roles=(), p=player, a=area: self._rows_changed(p, a, tl.row(), br.row()))
                model.modelReset.connect(lambda p=player, a=area: self._rows_changed(p, a, 0, 4))
            hand = side.model("hand")
            hand.rowsInserted.connect(lambda parent, first, last, p=player: self._hand_inserted(p, first, last))
            hand.rowsRemoved.connect(lambda parent, first, last, p=player: self._hand_removed(p, first, last))
            hand.rowsMoved.connect(lambda *args, p=player: self._hand_reset(p))
            hand.dataChanged.connect(lambda tl, br, roles=(), p=player: self._hand_changed(p, tl.row(), br.row()))
            hand.modelReset.connect(lambda p=player: self._hand_reset(p))
            for area in ("gy", "banished", "extra"):
                model = side.model(area)
                for signal in (model.rowsInserted, model.rowsRemoved, model.dataChanged,
                               model.modelReset, model.rowsMoved):
                    signal.connect(lambda *args, p=player, a=area: self._pile_changed(p, a))
        c.viewAboutToChange.connect(self.animator.view_about_to_change)
        c.viewApplied.connect(self._view_applied)
        c.eventsArrived.connect(self.animator.events)
        c.promptChanged.connect(lambda _prompt: self.refresh_marks())
        c.selectionChanged.connect(self.refresh_marks)
        c.refused.connect(self.show_refusal)
        c.answerSent.connect(lambda answer: self.hide_refusal())

    # ------------------------------------------------------------ model -> items
    def _rows_changed(self, player: int, area: str, first: int, last: int) -> None:
        model = self.controller.sides[player].model(area)
        for row in range(first, min(last, model.rowCount() - 1) + 1):
            item = self.cards[(player, area, row)]
            card = model.card(row)
            item.scale_text = _scale_text(card, area, row)
            item.set_card(card)

    def _hand_inserted(self, player: int, first: int, last: int) -> None:
        model = self.controller.sides[player].model("hand")
        for row in range(first, last + 1):
            item = CardItem(player, "hand", row, player == self.viewer)
            self.addItem(item)
            item.set_card(model.card(row))
            self.hands[player].insert(row, item)
        self._layout_hand(player)

    def _hand_removed(self, player: int, first: int, last: int) -> None:
        for item in self.hands[player][first:last + 1]:
            self.removeItem(item)
        del self.hands[player][first:last + 1]
        self._layout_hand(player)

    def _hand_changed(self, player: int, first: int, last: int) -> None:
        model = self.controller.sides[player].model("hand")
        for row in range(first, last + 1):
            self.hands[player][row].set_card(model.card(row))

    def _hand_reset(self, player: int) -> None:
        self._hand_removed(player, 0, len(self.hands[player]) - 1)
        rows = self.controller.sides[player].model("hand").rowCount()
        if rows:
            self._hand_inserted(player, 0, rows - 1)

    def _layout_hand(self, player: int) -> None:
        items = self.hands[player]
        mine = player == self.viewer
        for i, (item, pos) in enumerate(zip(items, geo.hand_slots(len(items), mine))):
            item.index = i
            item.setScale(1.0 if mine else geo.HAND_SCALE_OPP)
            item.setPos(pos)
            item.setZValue(2 + i * 0.01)

    def _pile_changed(self, player: int, area: str) -> None:
        side = self.controller.sides[player]
        cards = side.model(area).cards()
        if area == "extra":
            face_up = [c for c in cards if c.face_up]
            top = face_up[-1] if face_up else None
            self.piles[(player, area)].set_contents(top, side.extra_count, len(face_up))
        else:
            self.piles[(player, area)].set_contents(cards[-1] if cards else None, len(cards))

    def _view_applied(self) -> None:
        view = self.controller.view
        if view.viewer != self.viewer:
            self.viewer = view.viewer
            self.relayout()
        for side in self.controller.sides:
            self.piles[(side.player, "deck")].set_contents(None, side.deck_count)
            self.piles[(side.player, "extra")].set_contents(
                self.piles[(side.player, "extra")].top, side.extra_count,
                self.piles[(side.player, "extra")].face_up_count)
            self.lps[side.player].set_lp(side.lp, player_title(side.player, self.viewer),
                                         view.turn_player == side.player)
        self.refresh_marks()
        self.animator.view_applied()

    # ------------------------------------------------------------ highlights
    def all_card_items(self) -> list[CardItem]:
        return [*self.cards.values(), *self.hands[0], *self.hands[1]]

    def item_for(self, uid: int) -> CardItem | None:
        for item in self.all_card_items():
            if item.uid == uid and item.isVisible():
                return item
        return None

    def refresh_marks(self) -> None:
        c = self.controller
        prompt = c.prompt if not c.busy else None
        view = c.view
        links = {ln.card: ln.link for ln in view.chain} if view is not None else {}
        cards_prompt = prompt if prompt is not None and prompt.kind == "cards" else None
        # worked out once per refresh, not once per card (this runs twice per answer)
        actionable = {o.card for o in prompt.options if o.card is not None} \
            if prompt is not None and prompt.kind in intents.ACTION_KINDS else set()
        candidates = set(cards_prompt.candidates) if cards_prompt is not None else set()
        selection = set(c.selection) if cards_prompt is not None else set()
        for item in self.all_card_items():
            uid = item.uid
            if uid is None:
                continue
            item.set_marks(actionable=uid in actionable, selectable=uid in candidates,
                           selected=uid in selection, chain_link=links.get(uid, 0))
        choosable = set()
        if prompt is not None and prompt.kind == "zone":
            for z in prompt.zones:
                if prompt.location == "spells":
                    choosable.add((prompt.zone_player, "spells", z))
                elif z >= 5:
                    choosable.add((prompt.zone_player, "extra_monsters", z - 5))
                else:
                    choosable.add((prompt.zone_player, prompt.location, z))
        for key, zone in self.zones.items():
            if key[0] == zone.player:
                zone.set_state(choosable=any(k in choosable for k in self._keys_of(zone)))

    def set_drop_highlight(self, targets: dict[DropTarget, list[Intent]] | None) -> None:
        lit = set(targets or ())
        for (player, area, i), zone in self.zones.items():
            if zone.player == player:
                zone.set_state(drop_legal=any(
                    t in lit for t in self._targets_of(zone)), drop_hover=False)
        for lp in self.lps:
            lp.set_state(drop_legal=DropTarget(lp.player, "lp") in lit, drop_hover=False)

    def _targets_of(self, zone: ZoneItem) -> list[DropTarget]:
        return [DropTarget(p, a, i) for (p, a, i) in self._keys_of(zone)]  # type: ignore[arg-type]

    def _keys_of(self, zone: ZoneItem) -> list[tuple[int, str, int]]:
        """Every (player, area, index) a zone cell stands for (an Extra Monster Zone: two);
        the cells never change, so this is worked out once."""
        keys = self._zone_keys.get(id(zone))
        if keys is None:
            keys = self._zone_keys[id(zone)] = [k for k, z in self.zones.items() if z is zone]
        return keys

    # ------------------------------------------------------------ hit testing
    def target_at(self, pos: QPointF) -> DropTarget | None:
        """The zone or Life Points under ``pos`` (scene coordinates)."""
        for lp in self.lps:
            if lp.sceneBoundingRect().contains(pos):
                return DropTarget(lp.player, "lp")
        for (player, area, i), zone in self.zones.items():
            if zone.sceneBoundingRect().contains(pos):
                if area == "extra_monsters":
                    occupant = self.cards[(player, area, i)]
                    other = [t for t in self._targets_of(zone) if t.player != player]
                    if occupant.card is None and other and \
                            self.cards[(other[0].player, area, other[0].index)].card is not None:
                        return other[0]
                    if zone.player != player and occupant.card is None:
                        continue
                return DropTarget(player, area, i)  # type: ignore[arg-type]
        return None

    def hover_target(self, target: DropTarget | None) -> None:
        for (player, area, i), zone in self.zones.items():
            if zone.player == player:
                zone.set_state(drop_hover=target is not None and target in self._targets_of(zone))
        for lp in self.lps:
            lp.set_state(drop_hover=target == DropTarget(lp.player, "lp"))

    # ------------------------------------------------------------ input from items
    def card_hovered(self, item: CardItem) -> None:
        if item.card is not None:
            self.controller.hovered.emit(item.card)

    def card_clicked(self, item: CardItem) -> None:
        if item.uid is None:
            return
        if item.selectable:
            self.controller.toggle(item.uid)
        else:
            self.controller.hovered.emit(item.card)

    def card_activated(self, item: CardItem, screen_pos: Any) -> None:
        """Double-click or Enter: the card's one action, or a menu when there are several."""
        if item.uid is None:
            return
        if item.selectable:
            self.controller.toggle(item.uid)
            return
        actions = self.controller.actions_for(item.uid)
        if not actions:
            attempt = self._natural_attempt(item)
            if attempt is not None:
                self.controller.explain(attempt)
            return
        chosen = actions[0] if len(actions) == 1 else self.choose(actions, screen_pos, item)
        if chosen is not None:
            self.controller.perform(chosen)

    def _natural_attempt(self, item: CardItem) -> Any:
        """What a double-click on a card that can do nothing was most likely trying."""
        from engine.prompts import ActionAnswer

        prompt = self.controller.prompt
        if item.card is None or not item.mine or prompt is None or \
                prompt.kind not in intents.ACTION_KINDS:
            return None
        if item.area == "hand":
            data = facts_for(item.card.code)
            if data is not None:
                return ActionAnswer(do="summon" if data.is_monster else "activate", card=item.uid)
        elif item.area in ("spells", "field"):
            return ActionAnswer(do="activate", card=item.uid)
        elif prompt.kind == "battle":
            return ActionAnswer(do="attack", card=item.uid, target="direct")
        return None

    def card_menu(self, item: CardItem, screen_pos: Any) -> None:
        if item.uid is None:
            return
        actions = self.controller.actions_for(item.uid)
        chosen = self.choose(actions, screen_pos, item, details=True)
        if chosen is not None:
            self.controller.perform(chosen)

    def choose(self, actions: list[Intent], screen_pos: Any, item: CardItem | None = None,
               details: bool = False) -> Intent | None:
        """A small menu of ``actions`` at ``screen_pos``; the chosen one, or None.

        With ``details`` the menu also offers "Show details" (the detail panel) and, for an
        Xyz Monster, its materials (a pile viewer).
        """
        menu = QMenu(self.views()[0] if self.views() else None)
        menu.setObjectName("cardActionMenu")
        by_action: dict[Any, Intent | str] = {}
        for intent in actions:
            name = action_label(intent.answer, self._card_name)
            by_action[menu.addAction(name)] = intent
        if details and item is not None and item.card is not None:
            if actions:
                menu.addSeparator()
            by_action[menu.addAction(self.tr("Show details"))] = "details"
            if item.card.materials:
                by_action[menu.addAction(self.tr("Show Xyz Materials (%1)").replace(
                    "%1", str(len(item.card.materials))))] = "materials"
        if not by_action:
            return None
        pos = screen_pos.toPoint() if isinstance(screen_pos, QPointF) else \
            screen_pos if isinstance(screen_pos, QPoint) else self._menu_pos(item)
        picked = by_action.get(menu.exec(pos))
        if picked == "details" and item is not None:
            self.controller.hovered.emit(item.card)
        elif picked == "materials" and item is not None and item.uid is not None:
            self.materialsRequested.emit(item.uid)
        return picked if isinstance(picked, Intent) else None

    def _menu_pos(self, item: CardItem | None) -> QPoint:
        views = self.views()
        if item is None or not views:
            return QCursor.pos()
        view = views[0]
        return view.viewport().mapToGlobal(view.mapFromScene(item.sceneBoundingRect().center()))

    def _card_name(self, uid: int) -> str | None:
        card = self.controller.card(uid)
        return None if card is None else card.name

    def zone_clicked(self, zone: ZoneItem) -> None:
        from engine.prompts import ZoneAnswer

        prompt = self.controller.prompt
        if prompt is None or prompt.kind != "zone":
            return
        for target in self._targets_of(zone):
            if target.player != prompt.zone_player:
                continue
            index = target.index + 5 if target.area == "extra_monsters" else target.index
            if index in prompt.zones:
                self.controller.submit(ZoneAnswer(zone=index))
                return

    def pile_clicked(self, pile: PileItem) -> None:
        if pile.area == "deck" and not self.controller.sides[pile.player].model("deck").rowCount():
            return  # the Deck opens only where the viewer may look at it
        self.pileRequested.emit(pile.player, pile.area)

    # ------------------------------------------------------------ drag and drop
    def can_drag(self, item: CardItem) -> bool:
        c = self.controller
        if item.card is None or not item.mine or c.busy or c.prompt is None:
            return False
        if c.prompt.kind not in intents.ACTION_KINDS:
            return False
        return item.area == "hand" or item.area in ("monsters", "extra_monsters")

    def start_drag(self, item: CardItem, widget: QWidget | None) -> None:
        if not self.can_drag(item):
            return
        uid = item.uid
        assert uid is not None
        model = self.controller.sides[item.player].model(item.area)
        row = model.row_of(uid)
        mime = model.mimeData([model.index(row, 0)])
        self.drag_targets = self.controller.drop_targets(uid)
        self.set_drop_highlight(self.drag_targets)
        source = widget if widget is not None else self.views()[0]
        drag = QDrag(source)
        drag.setMimeData(mime)
        pix = card_pixmap(facts_for(item.card.code), item.card, 80, pictures.pixmap(item.card.code))
        drag.setPixmap(pix)
        drag.setHotSpot(QPoint(pix.width() // 2, pix.height() // 2))
        item.setOpacity(0.45)
        try:
            drag.exec(Qt.DropAction.MoveAction)
        finally:
            item.setOpacity(1.0)
            self.drag_targets = None
            self.set_drop_highlight(None)

    def drop(self, uid: int, target: DropTarget | None, screen_pos: Any = None) -> bool:
        """A card was dropped on ``target``: do what it means, explain a refusal, or ask."""
        c = self.controller
        if target is None or c.view is None:
            return False
        targets = self.drag_targets if self.drag_targets is not None else c.drop_targets(uid)
        options = targets.get(target, [])
        if not options:
            attempt = intents.attempted_answer(c.view, uid, target, c.facts)
            if attempt is not None:
                c.explain(attempt)
            return False
        chosen = options[0] if len(options) == 1 else self.choose(options, screen_pos, self.item_for(uid))
        if chosen is None:
            return False
        c.perform(chosen)
        return True

    # ------------------------------------------------------------ refusals
    def show_refusal(self, uid: int, reason: str) -> None:
        item = self.item_for(uid) if uid >= 0 else None
        if item is not None:
            anchor = item.sceneBoundingRect()
            point = QPointF(anchor.center().x(), anchor.top())
        else:
            rect = geo.zone_rect(self.viewer, self.viewer, "monsters", 2)
            point = QPointF(rect.center().x(), rect.top())
        point.setX(min(max(point.x(), BubbleItem.WIDTH / 2), geo.WIDTH - BubbleItem.WIDTH / 2))
        self.bubble.show_text(reason, point)
        if self.bubble.y() < geo.SCENE_RECT.top():
            self.bubble.setY(geo.SCENE_RECT.top())
        self._bubble_timer.start()

    def hide_refusal(self) -> None:
        self.bubble.setVisible(False)


def _scale_text(card: Any, area: str, row: int) -> str:
    if area != "spells" or row not in (0, 4) or card is None or card.code is None or not card.face_up:
        return ""
    data = facts_for(card.code)
    if data is None or not data.is_pendulum:
        return ""
    scale = data.scale_left if row == 0 else data.scale_right
    return f"⚖ {scale}"


_ = QModelIndex  # keep the import for type readers
