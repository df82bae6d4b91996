# shellcheck shell=bash disable=SC2046
desc="xHCI: a node is used only by the device its compatible names; disabled leaves it unauthorized"
overlay=xhci-identity.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
)
for p in 1 2 3 4 5; do
	qemu_args+=($(usb_net xhci.0 "1.$p" "52:54:00:00:01:0$p"))
done

guest() {
	hub=$(usb_wait 0409 55aa) || diag "no hub"
	for p in 1 2 3 4 5; do
		wait_for "$hub.$p" || diag "no device at hub port $p"
	done
	n=/pcie@10000000/usb@2,0/hub@5
	is "$(cat "$hub.1/bDeviceClass")" "02" "usb-net is device class 2"
	is "$(of_path "$hub.1")" "$n/ethernet@1" "usb525,a4a2: node attached"
	is "$(of_path "$hub.2")" "" "usb525,a4a3 (wrong PID): node refused"
	dmesg_has "$(basename "$hub").2: $n/ethernet@2: compatible \"usb525,a4a3\" does not match usb525,a4a2" \
		"wrong PID: warning names node, expected and actual ids"
	is "$(of_path "$hub.3")" "" "usb1234,a4a2 (wrong VID): node refused"
	dmesg_has "$(basename "$hub").3: $n/ethernet@3: compatible \"usb1234,a4a2\" does not match usb525,a4a2" \
		"wrong VID: warning names node, expected and actual ids"
	is "$(of_path "$hub.4")" "$n/device@4" "usb,class2: node attached by class"
	is "$(dmesg_count 'does not match')" "2" "exactly one warning per refused node"
	ok "refused device still works: has an interface" netdev_of "$hub.2"
	if2=$(netdev_of "$hub.2")
	like "$if2" "^usb[0-9]+$" "refused node's label not applied: default usbN name"
	is "$(netattr "$if2" address)" "52:54:00:00:01:02" "refused node's address not applied"
	# disabled
	is "$(of_path "$hub.5")" "$n/ethernet@5" "disabled node still names its device"
	is "$(cat "$hub.5/authorized")" "0" "disabled node: device not authorized"
	ok "disabled node: no interface, no driver" test ! -e "$hub.5/$(basename "$hub").5:1.0"
	dmesg_has "$(basename "$hub").5: $n/ethernet@5: disabled, device not authorized" \
		"disabled node: info line names the node"
	is "$(cat "$(hub_port "$hub" 5)/connect_type")" "not used" "disabled node: port not hard-wired"
	is "$(cat "$(hub_port "$hub" 1)/connect_type")" "hardwired" "described port 1 is hard-wired"
	# user space may still authorize it
	echo 1 >"$hub.5/authorized"
	ok "authorizing it from sysfs binds a driver" netdev_of "$hub.5" 10
}
