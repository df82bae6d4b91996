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
	make -s -C "$top/usbdt" -j1 usbdt >/dev/null
}

# block NAME: the base64 block between @@NAME-BEGIN and @@NAME-END, decoded
block() {
	tr -d '\r' <"$CONSOLE_LOG" | sed -n "/^@@$1-BEGIN\$/,/^@@$1-END\$/p" | sed '1d;$d' | base64 -d
}

host_post() {
	local usbdt=$top/usbdt/usbdt cap=$SCEN_DIR/capture rc bare n
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

	# ready to commit as usbdt/tests/data/capture-qemu-usbdt-guest.*
	"$usbdt" gen --sysfs "$cap/sys" | sed "2s|of $cap/sys,|of CAPTURE/sys,|" >"$SCEN_DIR/capture.gen"
	cp "$SCEN_DIR/host-match.txt" "$SCEN_DIR/capture.match"
}
