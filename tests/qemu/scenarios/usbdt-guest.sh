# shellcheck shell=bash disable=SC2046
desc="usbdt match/gen/check in the guest on the live sysfs and /sys/firmware/fdt; the capture agrees on the host"
overlay=usbdt-guest.dtso
# qemu-xhci: QEMU port 1 = USB 2.0 root port 1 (raw 5), port 2 = USB 2.0
# root port 2 (raw 6), usb-storage on port 3 = USB 3 root port 3 (raw 3).
# EHCI + UHCI companions: the full-speed hub goes to the first UHCI's port
# 1, the high-speed usb-storage stays on EHCI port 3.
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	-device usb-hub,bus=xhci.0,port=2
	-blockdev driver=null-co,node-name=stick1,read-zeroes=on
	-device usb-storage,bus=xhci.0,port=3,drive=stick1
	"${ich9_ehci[@]}"
	-device usb-hub,bus=ehci.0,port=1
	-blockdev driver=null-co,node-name=stick2,read-zeroes=on
	-device usb-storage,bus=ehci.0,port=3,drive=stick2
	$(usb_net ehci.0 1.1 52:54:00:00:07:11)
)
# hub@5 ports 1, 2 described, 3 not; hub@6 (no compatible) port 1
# described, port 2 described with a wrong PID
for p in 1.1 1.2 1.3 2.1 2.2; do
	qemu_args+=($(usb_net xhci.0 "$p" "52:54:00:00:07:${p/./}"))
done

host_pre() {
	make -s -C "$top/scripts/usbdt" -j1 usbdt >/dev/null
}

# block NAME: the base64 block between @@NAME-BEGIN and @@NAME-END, decoded
block() {
	tr -d '\r' <"$CONSOLE_LOG" | sed -n "/^@@$1-BEGIN\$/,/^@@$1-END\$/p" | sed '1d;$d' | base64 -d
}

host_post() {
	local usbdt=$top/scripts/usbdt/usbdt cap=$SCEN_DIR/capture rc bare n
	block USBDT-CAPTURE >"$SCEN_DIR/capture.tar.gz" 2>/dev/null
	block USBDT-MATCH >"$SCEN_DIR/guest-match.txt" 2>/dev/null
	block USBDT-GEN >"$SCEN_DIR/guest-gen.dtsi" 2>/dev/null
	rm -rf "$cap"
	mkdir -p "$cap"
	host_ok "the capture came out whole and unpacks" tar -xzf "$SCEN_DIR/capture.tar.gz" -C "$cap"
	host_ok "capture: bus/usb/devices entries are symlinks" \
		sh -c "test -L '$cap/sys/bus/usb/devices/usb1' && test -d '$cap/sys/bus/usb/devices/usb1/'"
	host_ok "capture: of_node links survive and resolve" \
		sh -c "ls '$cap'/sys/bus/usb/devices/*/of_node/ >/dev/null && find '$cap/sys' -name of_node -type l | grep -q ."
	host_ok "capture: /sys/firmware/fdt is a valid dtb" "$usbdt" check -q "$cap/sys/firmware/fdt"

	# the host-built usbdt on the capture says what the guest's said
	"$usbdt" match --dtb "$cap/sys/firmware/fdt" --sysfs "$cap/sys" >"$SCEN_DIR/host-match.txt" 2>&1
	rc=$?
	host_is "$rc" "$(tr -d '\r' <"$CONSOLE_LOG" | sed -n 's/^# usbdt match exit \([0-9]*\)$/\1/p')" \
		"host usbdt match on the capture: the guest's exit code"
	host_ok "host usbdt match on the capture prints what the guest printed" \
		diff -u "$SCEN_DIR/guest-match.txt" "$SCEN_DIR/host-match.txt"
	"$usbdt" gen --sysfs "$cap/sys" | sed "2s|of $cap/sys,|of /sys,|" >"$SCEN_DIR/host-gen.dtsi"
	host_ok "host usbdt gen on the capture prints what the guest printed" \
		diff -u "$SCEN_DIR/guest-gen.dtsi" "$SCEN_DIR/host-gen.dtsi"

	# gen's output stands alone: the board without its USB nodes plus gen's
	# fragment as an overlay checks clean, and match finds every node it wrote
	bare=$SCEN_DIR/bare.dtb
	cp "$SCEN_DIR/board.dtb" "$bare"
	for n in usb@2,0/storage@3 usb@2,0/hub@5 usb@2,0/hub@6 usb@3,0/hub@1 usb@3,7/storage@3; do
		fdtput -r "$bare" "/pcie@10000000/$n"
	done
	{ printf '/dts-v1/;\n/plugin/;\n'; cat "$SCEN_DIR/guest-gen.dtsi"; } >"$SCEN_DIR/gen.dtso"
	host_ok "gen's output compiles as an overlay and applies to the bare board" sh -c \
		"dtc -q -@ -I dts -O dtb -o '$SCEN_DIR/gen.dtbo' '$SCEN_DIR/gen.dtso' &&
		 fdtoverlay -i '$bare' -o '$SCEN_DIR/gen.dtb' '$SCEN_DIR/gen.dtbo'"
	host_ok "usbdt check: the board from gen's output has no error" "$usbdt" check "$SCEN_DIR/gen.dtb"
	"$usbdt" match --dtb "$SCEN_DIR/gen.dtb" --sysfs "$cap/sys" >"$SCEN_DIR/gen-match.txt" 2>&1
	host_is "$(grep -c ': ids match, ' "$SCEN_DIR/gen-match.txt")" "11" \
		"match of gen's board on the capture: all 11 devices found, ids match"
	host_is "$(grep -v ': ids match, ' "$SCEN_DIR/gen-match.txt")" "" \
		"match of gen's board on the capture: nothing else (no DIFFER, no device missing)"

	# ready to commit as scripts/usbdt/tests/data/capture-qemu-usbdt-guest.*
	"$usbdt" gen --sysfs "$cap/sys" | sed "2s|of $cap/sys,|of CAPTURE/sys,|" >"$SCEN_DIR/capture.gen"
	cp "$SCEN_DIR/host-match.txt" "$SCEN_DIR/capture.match"
}

guest() {
	x=/pcie@10000000/usb@2,0
	u=/pcie@10000000/usb@3,0
	e=/pcie@10000000/usb@3,7

	# the USB device (not interface) whose of_node is NODE
	dev_of() {
		for _d in /sys/bus/usb/devices/*; do
			case ${_d##*/} in *:*) continue ;; esac
			[ "$(of_path "$_d")" = "$1" ] && { echo "${_d##*/}"; return 0; }
		done
		return 1
	}
	# has FILE LINE DESC: FILE has the line, exactly
	has() {
		ok "$3" grep -Fxq -- "$2" "$1" || { echo "# in $1:"; sed 's/^/#   /' "$1"; }
	}
	# emit NAME FILE: FILE as base64 between @@NAME-BEGIN and @@NAME-END
	emit_file() {
		echo "@@$1-BEGIN"
		base64 "$2"
		echo "@@$1-END"
	}
	# cap_link SYSFS-PATH CAPTURE: the symlink, with its relative target text
	cap_link() {
		[ -L "$1" ] && ln -s "$(readlink "$1")" "$2$1"
	}
	# capture DIR: what usbdt match/gen read, as sysfs lays it out
	capture() {
		_c=$1
		rm -rf "$_c"
		mkdir -p "$_c/sys/bus/usb/devices" "$_c/sys/firmware"
		cp /sys/firmware/fdt "$_c/sys/firmware/fdt"
		for _l in /sys/bus/usb/devices/*; do
			case ${_l##*/} in *:*) continue ;; esac
			cap_link "$_l" "$_c"
			_r=$(readlink -f "$_l")
			mkdir -p "$_c$_r"
			for _a in busnum devpath idVendor idProduct bcdDevice bDeviceClass \
				bDeviceSubClass bDeviceProtocol maxchild speed bNumConfigurations; do
				cat "$_r/$_a" >"$_c$_r/$_a"
			done
			case ${_l##*/} in usb*)	# root hub: the PCI ids of its controller
				for _a in vendor device; do
					[ -f "${_r%/*}/$_a" ] && cat "${_r%/*}/$_a" >"$_c${_r%/*}/$_a"
				done ;;
			esac
			for _i in "$_r"/*:*; do
				[ -d "$_i" ] || continue
				mkdir -p "$_c$_i"
				for _a in bInterfaceClass bInterfaceSubClass bInterfaceProtocol; do
					cat "$_i/$_a" >"$_c$_i/$_a"
				done
				for _n in "$_i"/net/*; do
					[ -d "$_n" ] && mkdir -p "$_c$_n"
				done
				for _p in "$_i"/*-port*; do
					[ -f "$_p/connect_type" ] || continue
					mkdir -p "$_c$_p"
					cat "$_p/connect_type" >"$_c$_p/connect_type"
				done
				cap_link "$_i/of_node" "$_c" && mkdir -p "$_c$(readlink -f "$_i/of_node")"
			done
			cap_link "$_r/of_node" "$_c" && mkdir -p "$_c$(readlink -f "$_r/of_node")"
		done
		(cd "$_c" && tar -czf /tmp/capture.tar.gz sys)
	}

	# 11 devices (xHCI: 2 hubs, 5 usb-net, a stick; UHCI: hub, usb-net;
	# EHCI: a stick), 6 network interfaces
	_w=300
	while [ $_w -gt 0 ]; do
		nd=0
		for _d in /sys/bus/usb/devices/[0-9]*; do
			case ${_d##*/} in *:*) ;; *) nd=$((nd + 1)) ;; esac
		done
		nn=0
		for _n in /sys/class/net/*; do
			[ "${_n##*/}" = lo ] || nn=$((nn + 1))
		done
		[ "$nd" = 11 ] && [ "$nn" = 6 ] && break
		sleep 0.1
		_w=$((_w - 1))
	done
	is "$nd" 11 "all 11 USB devices enumerated"
	is "$nn" 6 "all 6 usb-net devices have a network interface"

	hub5=$(dev_of $x/hub@5)
	hub6=$(dev_of $x/hub@6)
	xs=$(dev_of $x/storage@3)
	uhub=$(dev_of $u/hub@1)
	es=$(dev_of $e/storage@3)
	rh2=usb${hub5%%-*}
	rh3=usb${xs%%-*}
	like "$hub5 $hub6 $xs $uhub $es" '^[0-9]+-1 [0-9]+-2 [0-9]+-3 [0-9]+-1 [0-9]+-3$' \
		"the kernel attached hub@5, hub@6, both sticks and the UHCI hub (on the expected ports)"
	is "$(cat /sys/bus/usb/devices/"$rh2"/speed) $(cat /sys/bus/usb/devices/"$rh3"/speed)" "480 5000" \
		"xHCI: hubs on the USB 2.0 root hub, the stick on the USB 3 one"
	is "$(of_path "/sys/bus/usb/devices/$hub6.2")" "$x/hub@6/ethernet@2" \
		"the kernel kept the wrong-PID node (and warned: its MAC and label are not used)"
	is "$(of_path "/sys/bus/usb/devices/$hub5.3")" "" "the undescribed device has no node"

	# ---- usbdt check: the board is correct (one warning: hub@6 has no compatible)
	usbdt check /sys/firmware/fdt >/tmp/check.out 2>&1
	is "$?" 0 "usbdt check /sys/firmware/fdt: exit 0"
	is "$(cat /tmp/check.out)" \
		"/sys/firmware/fdt: $x/hub@6: warning: no compatible: Linux gives this node to any device found there [compatible-missing]" \
		"usbdt check /sys/firmware/fdt: no error, only hub@6's missing compatible"

	# ---- usbdt match, defaults: --dtb /sys/firmware/fdt --sysfs /sys
	usbdt match >/tmp/match.out 2>/tmp/match.err
	mrc=$?
	echo "# usbdt match exit $mrc"
	is "$mrc" 1 "usbdt match: exit 1 (the wrong-PID node is a problem)"
	is "$(cat /tmp/match.err)" "" "usbdt match: nothing on stderr"
	a="ids match, attached (via of_node)"
	has /tmp/match.out "$x/storage@3: $xs usb46f4,1 class 0: $a" "match: xHCI USB 3 stick (raw port 3) matched and attached"
	has /tmp/match.out "$x/hub@5: $hub5 usb409,55aa class 9: $a" "match: hub@5 matched and attached"
	has /tmp/match.out "$x/hub@5/ethernet@1: $hub5.1 usb525,a4a2 class 2: $a" "match: hub@5/ethernet@1 matched and attached"
	has /tmp/match.out "$x/hub@5/ethernet@2: $hub5.2 usb525,a4a2 class 2: $a" "match: hub@5/ethernet@2 matched and attached"
	has /tmp/match.out "$x/hub@6: $hub6 usb409,55aa class 9: ids not checked (no compatible), attached (via of_node)" \
		"match: hub@6 without compatible: attached, ids not checked"
	has /tmp/match.out "$x/hub@6/ethernet@1: $hub6.1 usb525,a4a2 class 2: $a" "match: hub@6/ethernet@1 matched and attached"
		has /tmp/match.out "$x/hub@6/ethernet@2: $hub6.2 usb525,a4a2 class 2: ids DIFFER, attached (via of_node)" \
		"match: wrong-PID node below a hub without compatible: attached, ids DIFFER"
	has /tmp/match.out "$u/hub@1: $uhub usb409,55aa class 9: $a" "match: UHCI companion's hub matched and attached"
	has /tmp/match.out "$u/hub@1/ethernet@1: $uhub.1 usb525,a4a2 class 2: $a" "match: usb-net below it matched and attached"
	has /tmp/match.out "$e/storage@3: $es usb46f4,1 class 0: $a" "match: EHCI stick matched and attached"
	has /tmp/match.out "$hub5.3: usb525,a4a2 on port 3 of $hub5 has no device-tree node (note: port not used, not counted)" \
		"match: the undescribed device is reported (a note)"
	is "$(wc -l </tmp/match.out)" 11 "match: 10 nodes and 1 note, nothing else"
	# what usbdt says about attachment is what the kernel did
	bad=0
	while IFS= read -r line; do
		case "$line" in
		/*": ids "*) ;;
		*) continue ;;
		esac
		node=${line%%: *}
		d=${line#*: }
		d=${d%% *}
		case "$line" in
		*", attached "*) [ "$(of_path "/sys/bus/usb/devices/$d")" = "$node" ] || { bad=1; echo "# $d: of_node is not $node"; } ;;
		*) [ "$(of_path "/sys/bus/usb/devices/$d")" != "$node" ] || { bad=1; echo "# $d: of_node is $node"; } ;;
		esac
	done </tmp/match.out
	is "$bad" 0 "match: every attached/NOT attached agrees with the device's of_node in sysfs"

	# ---- usbdt gen
	usbdt gen >/tmp/gen.out 2>/tmp/gen.err
	is "$?" 0 "usbdt gen: exit 0"
	is "$(cat /tmp/gen.err)" "" "usbdt gen: nothing on stderr"
	sed -n "\\|^&{$x} {\$|,/^};\$/p" /tmp/gen.out >/tmp/gen-x.out
	has /tmp/gen-x.out "	/* xHCI raw ports: usb3-first (known controller) */" "gen: qemu-xhci's raw ports, USB 3 first"
	is "$(grep -E '^	[a-z]+@[0-9a-f]+ \{' /tmp/gen-x.out | tr -d '\t' | tr '\n' ' ')" \
		"storage@3 {/* $xs */ hub@5 {/* $hub5 */ hub@6 {/* $hub6 */ " \
		"gen: xHCI root-port children by raw port: stick on USB 3 port 3 = 3, hubs on USB 2.0 ports 1, 2 = 5, 6; the stick keeps its node's name"
	ok "gen: hub@5 has reg = <5>" sh -c "sed -n '/^	hub@5 {/,/^	};/p' /tmp/gen-x.out | grep -Fxq '		reg = <5>;'"
	ok "gen: hub@6 has reg = <6> and the hub's full 1275 list (a combined node)" sh -c \
		"sed -n '/^	hub@6 {/,/^	};/p' /tmp/gen-x.out | grep -A1 '^		compatible = \"usb409,55aa\\.[0-9a-f]*\", \"usb409,55aa\", \"usb409,class9.*\"usbif,class9\";\$' | grep -Fxq '		reg = <6>;'"
	ok "gen: the undescribed device gets a node, hub@5/ethernet@3" grep -q "^		ethernet@3 {	/\\* $hub5.3 " /tmp/gen-x.out
	ok "gen: the wrong-PID port gets the device's ids" sh -c \
		"sed -n '/^	hub@6 {/,/^	};/p' /tmp/gen-x.out | sed -n '/ethernet@2 {/,/^		};/p' | grep -Fq '\"usb525,a4a2.config1\", \"usb525,a4a2\", \"usb525,class2.0.0\",'"
	ok "gen: usb-net (2 configurations, class 2) gets interface nodes" sh -c \
		"grep -Fq '				compatible = \"usbif525,a4a2.0.config1.0\", \"usbif525,a4a2.config1.0\", \"usbif525,class2.6.0\",' /tmp/gen-x.out &&
		 grep -Fxq '				reg = <1 1>;' /tmp/gen-x.out && grep -Fxq '			#address-cells = <2>;' /tmp/gen-x.out"
	is "$(grep -c 'interface@' /tmp/gen.out)" 12 "gen: 2 interface nodes for each of the 6 usb-net, none for hubs and sticks (combined nodes)"
	has /tmp/gen.out "&{$u} {" "gen: the UHCI companion's hub"
	has /tmp/gen.out "&{$e} {" "gen: the EHCI stick"
	is "$(grep -c 'the controller has no device-tree node' /tmp/gen.out)" 2 "gen: the two UHCI without a node are named"

	# ---- the capture, for the host (host_post)
	capture /tmp/capture
	ok "capture: tar of the sysfs topology" test -s /tmp/capture.tar.gz
	emit_file USBDT-MATCH /tmp/match.out
	emit_file USBDT-GEN /tmp/gen.out
	emit_file USBDT-CAPTURE /tmp/capture.tar.gz
}
