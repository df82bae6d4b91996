# shellcheck shell=bash disable=SC2046
desc="xHCI: a node stays with the device at its port; only one that names it gives MAC and label; disabled leaves it unauthorized"
overlay=xhci-identity.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
)
for p in 1 2 3 4 5 6 7; do
	qemu_args+=($(usb_net xhci.0 "1.$p" "52:54:00:00:01:0$p"))
done

guest() {
	hub=$(usb_wait 0409 55aa) || diag "no hub"
	for p in 1 2 3 4 5 6 7; do
		wait_for "$hub.$p" || diag "no device at hub port $p"
	done
	h=$(basename "$hub")
	n=/pcie@10000000/usb@2,0/hub@5
	is "$(cat "$hub.1/bDeviceClass")" "02" "usb-net is device class 2"
	is "$(cat "$hub.1/bNumConfigurations")" "2" "usb-net has two configurations"
	is "$(of_path "$hub.1")" "$n/ethernet@1" "usb525,a4a2: node attached"
	# a node that does not name its device stays (DT ABI), with one warning
	is "$(of_path "$hub.2")" "$n/ethernet@2" "usb525,a4a3 (wrong PID): node kept"
	dmesg_has "$h.2: $n/ethernet@2: compatible \"usb525,a4a3\" does not name this device \\(0525:a4a2\\), it should carry \"usb525,a4a2\": its MAC address and label are not used" \
		"wrong PID: warning names node, compatible, device and the name to carry"
	is "$(of_path "$hub.3")" "$n/ethernet@3" "usb1234,a4a2 (wrong VID): node kept"
	dmesg_has "$h.3: $n/ethernet@3: compatible \"usb1234,a4a2\" does not name this device \\(0525:a4a2\\)" \
		"wrong VID: warning"
	is "$(of_path "$hub.4")" "$n/device@4" "usb,class2: node attached, names it by class"
	is "$(of_path "$hub.7")" "$n/ethernet@7" "usb525,a4a2.config2: node kept"
	dmesg_has "$h.7: $n/ethernet@7: compatible \"usb525,a4a2.config2\" does not name this device" \
		"configuration 2 names the device only in configuration 2: warning once configured"
	is "$(dmesg_count 'does not name this device')" "3" "exactly one warning per node that does not name its device"
	ok "wrong-PID device works: has an interface" netdev_of "$hub.2"
	if2=$(netdev_of "$hub.2")
	like "$if2" "^usb[0-9]+$" "wrong-PID node's label not applied: default usbN name"
	is "$(netattr "$if2" address)" "52:54:00:00:01:02" "wrong-PID node's address not applied"
	if7=$(netdev_of "$hub.7" 10)
	ok "config2 node: interface present" test -n "$if7"
	isnt "$if7" "config2" "config2 node's label not applied"
	is "$(netattr "$if7" address)" "52:54:00:00:01:07" "config2 node's address not applied"
	# the names written out in full name exactly this device
	if6=$(netdev_of "$hub.6" 10)
	is "$if6" "full6" "full name list: label applied"
	is "$(netattr "$if6" address)" "02:00:00:ee:00:06" "full name list: address applied"
	# disabled
	is "$(of_path "$hub.5")" "$n/ethernet@5" "disabled node still attached"
	is "$(cat "$hub.5/authorized")" "0" "disabled node: device not authorized"
	ok "disabled node: no interface, no driver" test ! -e "$hub.5/$h.5:1.0"
	dmesg_has "$h.5: $n/ethernet@5: disabled, device left unauthorized" \
		"disabled node: info line names the node"
	is "$(dmesg_count 'not authorized for usage')" "0" "disabled node: no error from the generic driver"
	is "$(cat "$(hub_port "$hub" 5)/connect_type")" "not used" "disabled node: port not hard-wired"
	is "$(cat "$(hub_port "$hub" 1)/connect_type")" "hardwired" "described port 1 is hard-wired"
	# user space may still authorize it
	echo 1 >"$hub.5/authorized"
	ok "authorizing it from sysfs binds a driver" netdev_of "$hub.5" 10
}
